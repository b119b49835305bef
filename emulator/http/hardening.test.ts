import { connect } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_NOT_FOUND } from '../../contract/errors';
import { useTestApp } from '../test/test-app';
import { readXmlValue } from '../test/xml-reader';
import { MAX_JSON_DEPTH } from './json-depth';
import { createEmulatorServer, listen } from './server';

/**
 * Issue 20, "the emulator, hardened": bad input at the HTTP layer, each answered in JSON (in XML for an `.xml`
 * API path, issue 29) and below 500.
 */
const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const nested = (depth: number) => `{"body":${'['.repeat(depth)}${']'.repeat(depth)}}`;

describe('JSON bodies', () => {
  it('nested 5,000 deep are a 400 naming the limit (they were a 500: a stack overflow)', async () => {
    const response = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: nested(5000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: {
        code: 'json_too_deep',
        message: `The JSON body is nested deeper than ${String(MAX_JSON_DEPTH)} levels.`,
      },
    });
  });

  it('up to the limit are read as before, brackets inside strings not counted', async () => {
    const body = JSON.stringify({ body: `Brackets in text: ${'['.repeat(100)}`, topic1: 'depth' });
    const response = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    expect(response.status).toBe(201);
    const deepButAllowed = await t.api('/api/v1/messages.json', tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: nested(MAX_JSON_DEPTH - 1),
    });
    expect(deepButAllowed.status).toBe(201);
  });
});

describe('the token is checked before the body is read', () => {
  it('a request without a valid token is 401 and its body is never read', async () => {
    let pulls = 0;
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
        },
      },
      { highWaterMark: 0 },
    );
    for (const auth of [undefined, 'Bearer not-a-token']) {
      const response = await t.app.request('/api/v1/messages.json', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(auth ? { Authorization: auth } : {}),
        },
        body: endless,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(TOKEN_NOT_FOUND);
    }
    expect(pulls).toBe(0);
  });
});

describe('over a real socket', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
    vi.restoreAllMocks();
  });

  /** The emulator behind Node's HTTP parser; `handled` settles when every request the app saw has been answered. */
  async function server() {
    const inFlight: Promise<unknown>[] = [];
    const http = createEmulatorServer((request, env) => {
      const answer = Promise.resolve(t.app.fetch(request, env));
      inFlight.push(answer);
      return answer;
    });
    const { port, close } = await listen(http, 0, '127.0.0.1');
    stop = close;
    const handled = async () => {
      await Promise.allSettled(inFlight);
      await new Promise((resolve) => setTimeout(resolve, 50));
    };
    return { port, handled };
  }

  /** Sends raw bytes and resolves with everything the server wrote before it closed (or after `untilMs`). */
  function raw(port: number, bytes: string, untilMs = 5_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(answer);
      }, untilMs);
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        answer += chunk;
        // One whole answer (headers and a Content-Length body) is enough.
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        const length = /content-length: (\d+)/i.exec(head)?.[1];
        if (length !== undefined && Buffer.byteLength(body) >= Number(length)) {
          clearTimeout(timer);
          socket.destroy();
          resolve(answer);
        }
      });
      socket.on('end', () => {
        clearTimeout(timer);
        resolve(answer);
      });
      socket.on('error', reject);
      socket.write(bytes);
    });
  }

  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('a 100,000-character query is a JSON 431, not an empty body', async () => {
    const { port } = await server();
    const answer = await raw(
      port,
      `GET /api/v1/messages.json?q=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
    );
    expect(statusOf(answer)).toBe(431);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toMatchObject({ error: { code: 'headers_too_large' } });
  });

  it('malformed headers and a bad Host are JSON 400s', async () => {
    const { port } = await server();
    for (const request of [
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n',
      'GET /api/v1/users/current.json HTTP/1.1\r\nHost: exa mple\r\n\r\n',
    ]) {
      const answer = await raw(port, request);
      expect(statusOf(answer), request).toBe(400);
      expect(bodyOf(answer), request).toMatchObject({ error: { code: 'bad_request' } });
    }
  });

  it('the same refusals of an .xml API path are XML (spec 1), when the request line could be read', async () => {
    const { port } = await server();
    for (const [request, status] of [
      ['FOO /api/v1/users/current.xml HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 400],
      ['GET /api/v1/users/current.xml HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n', 400],
      ['GET /api/v1/users/current.xml?x=1 HTTP/1.1\r\nHost: exa mple\r\n\r\n', 400],
      [`GET /api/v1/messages.xml?q=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 431],
    ] as const) {
      const answer = await raw(port, request);
      const where = request.slice(0, 60);
      expect(statusOf(answer), where).toBe(status);
      expect(answer, where).toMatch(/content-type: application\/xml; charset=utf-8/i);
      const data = readXmlValue(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(data, where).toMatchObject({
        error: { code: status === 431 ? 'headers_too_large' : 'bad_request' },
      });
    }
  });

  it('a request without a token is answered 401 while its announced 5 MB body has not come', async () => {
    const { port } = await server();
    const answer = await raw(
      port,
      'POST /api/v1/messages.json HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${String(5 * 1024 * 1024)}\r\n\r\n{"body":`,
    );
    expect(statusOf(answer)).toBe(401);
    expect(bodyOf(answer)).toEqual(TOKEN_NOT_FOUND);
  });

  it('a client that disconnects mid-body leaves the log quiet (no "unexpected error", no stack)', async () => {
    const { port, handled } = await server();
    const logged = [
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
      vi.spyOn(console, 'info').mockImplementation(() => undefined),
      vi.spyOn(console, 'log').mockImplementation(() => undefined),
    ];
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/v1/messages.json HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${tokens.alice}\r\n` +
            'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nbody=half',
          () => {
            setTimeout(() => {
              socket.destroy();
              resolve();
            }, 100);
          },
        );
      });
    });
    await handled();
    expect(logged.flatMap((spy) => spy.mock.calls)).toEqual([]);
  });
});

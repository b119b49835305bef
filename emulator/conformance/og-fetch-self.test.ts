import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../contract/messages';
import { refusalOf } from '../og/og-fetch';
import { cleanupTestFiles, makeTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 3: og_fetch "never fetches the emulator itself", however the emulator is named: its own origin,
 * localhost, 127.0.0.1 and the rest of 127/8, [::1], 0.0.0.0, IPv4-mapped IPv6, the decimal, hex and octal
 * forms of 127.0.0.1, the --base-url host, a request that reached it under another name (a proxy, a Host
 * header), and redirects that lead back to it. The emulator listens for real here, and records every request
 * that its handler served.
 */

/** An outside site that redirects to wherever `redirectTo` says. */
let site: Server;
let siteUrl = '';
let redirectTo = '';
const proxied: Record<string, unknown>[] = [];
beforeAll(async () => {
  site = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/redirect') {
      res.writeHead(302, { Location: redirectTo }).end();
    } else if (url.startsWith('/proxy/')) {
      // A reverse proxy in front of the emulator, under a name the emulator cannot know.
      proxied.push({ ...req.headers });
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: url.slice('/proxy'.length),
          method: req.method,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
    } else {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Outside</title>');
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  cleanupTestFiles();
});

let t: TestApp;
let server: ServerType;
let port = 0;
let token = '';
/** Paths the emulator's handler was asked for, and what it answered. */
const served: { path: string; status: number }[] = [];

beforeEach(async () => {
  served.length = 0;
  t = makeTestApp({
    rateLimits: false,
    baseUrl: 'https://commons.example.org',
    // Loopback allowed (as `--og-fetch-allow-loopback` does for journeys): the emulator must still never
    // fetch itself, which is what this file proves; without the flag every loopback URL is refused anyway.
    ogFetch: { timeoutMs: 1000, maxBytes: 10_000, allowLoopback: true },
  });
  token = t.tokenFor('alice@example.com');
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: async (request: Request, env: unknown) => {
          const response = await t.app.fetch(request, env);
          served.push({ path: new URL(request.url).pathname, status: response.status });
          return response;
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      (info) => {
        port = info.port;
        resolve();
      },
    );
  });
});
afterEach(async () => {
  if ('closeAllConnections' in server) server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  t.close();
});

/** POST /messages with og_fetch=true, sent over the wire with a Host header of our choosing. */
function postVia(host: string, ogUrl: string): Promise<{ status: number; body: string }> {
  const body = new URLSearchParams({ body: 'self?', og_url: ogUrl, og_fetch: 'true' }).toString();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/messages.json',
        headers: {
          Host: host,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body: text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const selfUrls = () => [
  `http://127.0.0.1:${String(port)}/probe`,
  `http://localhost:${String(port)}/probe`,
  `http://LOCALHOST.:${String(port)}/probe`,
  `http://127.0.0.7:${String(port)}/probe`,
  `http://127.1:${String(port)}/probe`,
  `http://2130706433:${String(port)}/probe`,
  `http://0x7f000001:${String(port)}/probe`,
  `http://0177.0.0.1:${String(port)}/probe`,
  `http://0x7f.1:${String(port)}/probe`,
  `http://[::1]:${String(port)}/probe`,
  `http://[::ffff:127.0.0.1]:${String(port)}/probe`,
  `http://[0:0:0:0:0:ffff:7f00:1]:${String(port)}/probe`,
  `http://0.0.0.0:${String(port)}/probe`,
  `http://0:${String(port)}/probe`,
  `http://[::]:${String(port)}/probe`,
  'https://commons.example.org/probe',
  'https://COMMONS.example.org:443/probe',
];

describe('og_fetch never fetches the emulator itself', () => {
  it('under every name of 127.0.0.1 and of the base URL, also when the request came through another name', async () => {
    for (const host of [`127.0.0.1:${String(port)}`, 'proxy.example', 'commons.example.org']) {
      for (const url of selfUrls()) {
        const answer = await postVia(host, url);
        expect(answer.status, `${url} via Host ${host}: ${answer.body}`).toBe(201);
        const message = (JSON.parse(answer.body) as FeedEnvelope).messages[0] as Message;
        expect(message.attachments[0], url).toMatchObject({ type: 'ymodule', web_url: url });
      }
    }
    expect(served.filter((s) => s.path.startsWith('/probe'))).toEqual([]);
  });

  it('redirects that lead back to it are refused at the hop', async () => {
    for (const target of selfUrls()) {
      redirectTo = target;
      const answer = await postVia('proxy.example', `${siteUrl}/redirect`);
      expect(answer.status, target).toBe(201);
    }
    expect(served.filter((s) => s.path.startsWith('/probe'))).toEqual([]);
  });

  it('a request that reaches it anyway (a proxy, a name it cannot foresee) is refused before any route', async () => {
    proxied.length = 0;
    const answer = await postVia('proxy.example', `${siteUrl}/proxy/probe`);
    expect(answer.status).toBe(201);
    expect(proxied).toHaveLength(1);
    expect(proxied[0]?.['x-commons-emulator-fetch']).toMatch(/^[0-9a-f]{32}$/);
    expect(served).toContainEqual({ path: '/probe', status: 403 });
    expect(served.filter((s) => s.path === '/probe' && s.status !== 403)).toEqual([]);
    // Ordinary requests without the mark (or with another emulator's) are served as before.
    const other = await fetch(`http://127.0.0.1:${String(port)}/`, {
      headers: { 'x-commons-emulator-fetch': '0'.repeat(32) },
    });
    expect(other.status).toBe(200);
  });
});

describe('refusalOf', () => {
  it('refuses the numeric forms of loopback on the emulator’s ports', async () => {
    const self = ['http://127.0.0.1:8787'];
    const allowLoopback = { allowLoopback: true };
    for (const url of [
      'http://2130706433:8787/',
      'http://0x7f000001:8787/',
      'http://0177.0.0.1:8787/',
      'http://127.1:8787/',
      'http://[0:0:0:0:0:0:0:1]:8787/',
    ]) {
      expect(await refusalOf(url, self, [], allowLoopback), url).toMatch(/itself/);
    }
  });
});

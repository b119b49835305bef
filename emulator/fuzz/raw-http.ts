import { connect } from 'node:net';

/** One request as bytes on a fresh connection, so that anything (a huge URL, a bad header) can be sent. */
export interface RawRequest {
  method: string;
  /** The request target as sent, not normalized (it may be malformed on purpose). */
  target: string;
  headers: [string, string][];
  body?: Uint8Array;
  /** Send only this many bytes of the body, then disconnect: no answer is expected. */
  abortAfter?: number;
}

export interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
  ms: number;
}

/** Sends `request` to 127.0.0.1:port and reads the answer; rejects after `timeoutMs` (a hang). */
export function sendRaw(
  port: number,
  request: RawRequest,
  timeoutMs: number,
): Promise<RawAnswer | 'aborted'> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (outcome: RawAnswer | 'aborted' | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => {
      finish(new Error(`no answer within ${String(timeoutMs)} ms`));
    }, timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      const answer = parseAnswer(Buffer.concat(chunks), performance.now() - started);
      if (answer) finish(answer);
    });
    socket.on('end', () => {
      finish(
        parseAnswer(Buffer.concat(chunks), performance.now() - started, true) ??
          new Error('the connection closed without an answer'),
      );
    });
    socket.on('error', (error) => {
      // The server may refuse a request and close while it is still being written: use what it answered.
      const answer = parseAnswer(Buffer.concat(chunks), performance.now() - started, true);
      finish(answer ?? error);
    });
    const head =
      `${request.method} ${request.target} HTTP/1.1\r\n` +
      request.headers.map(([name, value]) => `${name}: ${value}\r\n`).join('') +
      '\r\n';
    socket.write(head);
    if (request.abortAfter !== undefined) {
      socket.write(request.body?.subarray(0, request.abortAfter) ?? new Uint8Array(), () => {
        setTimeout(() => {
          finish('aborted');
        }, 5);
      });
    } else if (request.body) {
      socket.write(request.body);
    }
  });
}

/** One whole HTTP/1.1 answer, or undefined while more is needed (`ended`: the connection closed). */
function parseAnswer(bytes: Buffer, ms: number, ended = false): RawAnswer | undefined {
  // An interim `100 Continue` comes before the answer.
  while (/^HTTP\/1\.[01] 1\d\d /.test(bytes.subarray(0, 16).toString('latin1'))) {
    const end = bytes.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    bytes = bytes.subarray(end + 4);
  }
  const split = bytes.indexOf('\r\n\r\n');
  if (split < 0) return undefined;
  const lines = bytes.subarray(0, split).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
  if (!Number.isInteger(status)) return undefined;
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const rest = bytes.subarray(split + 4);
  const length = headers.get('content-length');
  if (length !== undefined) {
    if (rest.length < Number(length)) return undefined;
    return { status, headers, body: rest.subarray(0, Number(length)).toString('utf8'), ms };
  }
  if (headers.get('transfer-encoding')?.toLowerCase() === 'chunked') {
    const body = dechunk(rest);
    return body === undefined ? undefined : { status, headers, body, ms };
  }
  // No length and no chunking: the body runs to the end of the connection (or there is none, e.g. a 204).
  if (status === 204 || status === 304 || status < 200) return { status, headers, body: '', ms };
  return ended ? { status, headers, body: rest.toString('utf8'), ms } : undefined;
}

function dechunk(bytes: Buffer): string | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(bytes.subarray(at, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return undefined;
    if (size === 0) return Buffer.concat(parts).toString('utf8');
    const start = lineEnd + 2;
    if (bytes.length < start + size + 2) return undefined;
    parts.push(bytes.subarray(start, start + size));
    at = start + size + 2;
  }
}

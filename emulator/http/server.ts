import { getRequestListener, RequestError } from '@hono/node-server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { toXmlDocument, XML_CONTENT_TYPE } from '../serialize/to-xml';
import { keepIdleConnections } from './keep-alive';
import { suffixFormat, type ResponseFormat } from './response-format';

type Fetch = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The emulator's HTTP server (main.ts and the fuzz tool): the app behind Node's HTTP parser, with every answer
 * in JSON (XML for an `.xml` API path), also those Node or the adapter would give without asking the app: a
 * request line or headers over Node's 16 KB (a 100,000-character query), malformed headers, a bad Host. Those
 * used to be empty bodies.
 */
export function createEmulatorServer(fetch: Fetch): Server {
  // One adapter per format, chosen by the request's path: the adapter's error handler is not shown the request,
  // and its answers too follow the format rule (spec 1) when the path is known.
  const listeners = { json: listenerFor(fetch, 'json'), xml: listenerFor(fetch, 'xml') };
  const server = createServer((incoming, outgoing) => {
    void listeners[formatOfTarget(incoming.url ?? '')](incoming, outgoing);
  });
  keepIdleConnections(server);
  server.on('clientError', answerClientError);
  return server;
}

function listenerFor(fetch: Fetch, format: ResponseFormat) {
  return getRequestListener(fetch, {
    // A request the adapter cannot turn into a Request (a bad Host, a backslash in the path).
    errorHandler: (error) => {
      const [status, code, message] =
        error instanceof RequestError
          ? [400, 'bad_request', `The request is malformed: ${error.message}.`]
          : [500, 'internal_error', 'The emulator failed to handle this request.'];
      const { type, text } = errorBody(format, code, message);
      return new Response(text, { status, headers: { 'Content-Type': type } });
    },
  });
}

/** The format a request target asks for (origin or absolute form); JSON unless it is an `.xml` API path. */
function formatOfTarget(target: string): ResponseFormat {
  const path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/[?#].*$/s, '');
  return suffixFormat(path) === 'xml' ? 'xml' : 'json';
}

function errorBody(format: ResponseFormat, code: string, message: string): { type: string; text: string } {
  const body = { error: { base: message, code, message } };
  return format === 'xml'
    ? { type: XML_CONTENT_TYPE, text: toXmlDocument(body) }
    : { type: 'application/json; charset=utf-8', text: JSON.stringify(body) };
}

/** Listens on `port` (0: a free one) and resolves with the port and a close() that ends open connections too. */
export function listen(
  server: Server,
  port: number,
  hostname: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      server.off('error', reject);
      const close = () =>
        new Promise<void>((done) => {
          server.close(() => {
            done();
          });
          server.closeAllConnections();
        });
      resolve({ port: (server.address() as AddressInfo).port, close });
    });
  });
}

const PROTOCOL_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [
    431,
    'headers_too_large',
    'The request line and headers are larger than 16 KB (a URL or query that long is refused).',
  ],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout', 'The request did not arrive in time.'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'payload_too_large', 'The chunk extensions are too large.'],
};

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/**
 * Node's parser refused the request before any route saw it. Node's own answer has no body; this one is the
 * emulator's JSON error, or XML when the request line names an `.xml` API path. A client that is already gone (a
 * reset, a closed socket) gets nothing and nothing is logged. When an answer of this connection has begun (the
 * error came inside a body), the connection is only closed: writing a second answer into it would corrupt the
 * first.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // Node's own rule: answer only when no answer of this connection has begun (one in flight may not have).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, code, message] = PROTOCOL_ERRORS[error.code ?? ''] ?? [
    400,
    'bad_request',
    `The request is malformed (${(error.code ?? 'parse error').replace(/^HPE_/, '').toLowerCase()}).`,
  ];
  // The request line, when the bytes Node was parsing begin with it, tells the format; else JSON.
  const packet = (error as { rawPacket?: Buffer }).rawPacket?.toString('latin1', 0, 8192) ?? '';
  const { type, text } = errorBody(formatOfTarget(/^\S+ (\S+)/.exec(packet)?.[1] ?? ''), code, message);
  socket.end(
    `HTTP/1.1 ${String(status)} ${REASONS[status] ?? 'Bad Request'}\r\n` +
      `Content-Type: ${type}\r\n` +
      `Content-Length: ${String(Buffer.byteLength(text))}\r\n` +
      'Connection: close\r\n\r\n' +
      text,
  );
}

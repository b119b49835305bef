import type { Context } from 'hono';

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The address a request came from: the socket's peer, never a header a client could write (X-Forwarded-For).
 * In process (`app.request` in tests) there is no socket, and tests pass one as `env.incoming.socket`.
 */
export function clientAddress(c: Context): string {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'in-process';
}

import { Server } from 'node:http';

/** How long an idle connection is kept: a minute, as a load balancer in front of the real service would. */
export const IDLE_CONNECTION_MS = 65_000;

/**
 * Node closes a connection after 5 s idle, and a client that reuses it at that moment (undici, or a slow
 * test between two requests) gets "other side closed" for a request that never arrived. The headers
 * timeout must stay longer than the idle one, or Node ends a reused connection before its headers come.
 */
export function keepIdleConnections(server: unknown): void {
  if (!(server instanceof Server)) return;
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  server.headersTimeout = IDLE_CONNECTION_MS + 1000;
}

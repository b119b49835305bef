import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { forbidden } from './errors';

/** The header every og_fetch request of this emulator carries, with a random value per app. */
export const SELF_FETCH_HEADER = 'x-commons-emulator-fetch';

/** How the emulator recognizes itself: the ports it was reached on, and the mark of its own og_fetch requests. */
export interface SelfIdentity {
  /** Local ports of the sockets requests arrived on (learned as they arrive; empty in process). */
  ports: Set<number>;
  mark: string;
}

export function selfIdentity(): SelfIdentity {
  return { ports: new Set(), mark: randomBytes(16).toString('hex') };
}

interface NodeBindings {
  incoming?: { socket?: { localPort?: number } };
}

/**
 * og_fetch never fetches the emulator itself (issue 3). og/og-fetch.ts refuses every name of this machine on
 * the ports learned here before it connects; a request that reaches the emulator anyway (through a proxy or
 * a DNS name it could not foresee) carries the mark and is refused here, before any route sees it.
 */
export function selfFetchGuard(self: SelfIdentity): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const port = (c.env as NodeBindings | undefined)?.incoming?.socket?.localPort;
    if (typeof port === 'number') self.ports.add(port);
    if (c.req.header(SELF_FETCH_HEADER) === self.mark) {
      throw forbidden('The emulator does not fetch itself (og_fetch).');
    }
    await next();
  };
}

import type { MiddlewareHandler } from 'hono';
import { RATE_LIMITS, rateLimitGroupOf, type RateLimitGroup } from '../../contract/rate-limits';
import type { AppEnv } from './app-env';
import { rateLimited } from './errors';

/**
 * Sliding windows per user, app and group (spec 8): a request is allowed when fewer than `limit` requests
 * of the same group were accepted in the last `windowMs`. Rejected requests are not recorded: a client that
 * keeps retrying during a 429 gets through as soon as the window has room, instead of being locked out for
 * as long as it keeps trying.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Records the request and returns true, or returns false when the group's window is full. */
  tryAcquire(subject: string, group: RateLimitGroup): boolean {
    const rule = RATE_LIMITS[group];
    const key = `${subject}:${group}`;
    const now = this.now();
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - rule.windowMs);
    if (recent.length >= rule.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    return true;
  }
}

export function rateLimit(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { token } = c.get('auth');
    // Per user per app (spec 8). The real service has one user per network, where the emulator has one
    // record per person: the network is part of the key so that each network's user has its own budget.
    const subject = `${token.user_id}:${token.network_id}:${token.app_id}`;
    if (!limiter.tryAcquire(subject, rateLimitGroupOf(c.req.path))) {
      throw rateLimited();
    }
    await next();
  };
}

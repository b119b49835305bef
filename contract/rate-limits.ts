/**
 * The four independent rate-limit groups of spec section 8, per user per app. Both the emulator (which
 * enforces them) and the client (which queues to stay under them) classify a request with the same function.
 */
export type RateLimitGroup = 'autocomplete' | 'messages' | 'notifications' | 'other';

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export const RATE_LIMITS: Record<RateLimitGroup, RateLimitRule> = {
  autocomplete: { limit: 10, windowMs: 10_000 },
  messages: { limit: 10, windowMs: 30_000 },
  notifications: { limit: 10, windowMs: 30_000 },
  other: { limit: 10, windowMs: 10_000 },
};

/** The spec's polling guideline: at most one `newer_than` poll per feed per minute. */
export const POLL_INTERVAL_MS = 60_000;

/** Classifies an API path (with or without `/api/v1` and the `.json` suffix). */
export function rateLimitGroupOf(path: string): RateLimitGroup {
  const p = path.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api\/v1/, '');
  if (p.startsWith('/autocomplete')) return 'autocomplete';
  if (p.startsWith('/streams/notifications')) return 'notifications';
  if (p.startsWith('/messages') || p.startsWith('/threads')) return 'messages';
  return 'other';
}

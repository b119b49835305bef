import type { RateLimitGroup, RateLimitRule } from '../../../contract/rate-limits';

/** The service's origin in tests: the http client's base URL, and the emulator's own. */
export const BASE = 'https://service.test';

/** Rate-limit rules that treat all four groups alike, for tests that want a budget of their own. */
export function sameRuleForEveryGroup(rule: RateLimitRule): Record<RateLimitGroup, RateLimitRule> {
  return { autocomplete: rule, messages: rule, notifications: rule, other: rule };
}

/** A JSON answer, for a test that puts one in front of the service (a refusal, a recorded body). */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateLimitGroupOf } from './rate-limits';

describe('rate-limit groups of spec section 8', () => {
  it.each([
    ['/api/v1/autocomplete/ranked', 'autocomplete'],
    ['/api/v1/streams/notifications.json', 'notifications'],
    ['/api/v1/messages.json', 'messages'],
    ['/api/v1/messages/in_group/12.json', 'messages'],
    ['/api/v1/messages/liked_by/current.json', 'messages'],
    ['https://service.example/api/v1/messages/my_feed.json', 'messages'],
    ['/api/v1/users/current.json', 'other'],
    ['/api/v1/networks/current.json', 'other'],
    ['/api/v1/search.json', 'other'],
  ])('%s is in the %s group', (path, group) => {
    expect(rateLimitGroupOf(path)).toBe(group);
  });

  it('keeps the spec values', () => {
    expect(RATE_LIMITS.autocomplete).toEqual({ limit: 10, windowMs: 10_000 });
    expect(RATE_LIMITS.messages).toEqual({ limit: 10, windowMs: 30_000 });
    expect(RATE_LIMITS.notifications).toEqual({ limit: 10, windowMs: 30_000 });
    expect(RATE_LIMITS.other).toEqual({ limit: 10, windowMs: 10_000 });
  });
});

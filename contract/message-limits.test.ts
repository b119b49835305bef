import { describe, expect, it } from 'vitest';
import { MESSAGE_LIMITS, messageFieldLimit } from './message-limits';

describe('messageFieldLimit', () => {
  it('gives each capped parameter its cap, every topicN the topic cap, and nothing for the others', () => {
    expect(messageFieldLimit('body')).toBe(MESSAGE_LIMITS.body);
    expect(messageFieldLimit('topic1')).toBe(MESSAGE_LIMITS.topic);
    expect(messageFieldLimit('topic20')).toBe(MESSAGE_LIMITS.topic);
    expect(messageFieldLimit('og_description')).toBe(MESSAGE_LIMITS.og_description);
    for (const name of ['group_id', 'topic', 'topics', 'toString', 'constructor', '__proto__']) {
      expect(messageFieldLimit(name), name).toBeUndefined();
    }
  });
});

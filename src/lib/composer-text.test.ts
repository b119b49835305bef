import { describe, expect, it } from 'vitest';
import { firstLink, hashtagsIn, mergeTopics, replaceToken, tokenAt } from './composer-text';

describe('composer text', () => {
  it('finds #hashtags, never inside words, addresses or URLs', () => {
    expect(hashtagsIn('Ship #launch and #Launch, #q4-plan. a#b https://x.test/#frag')).toEqual([
      'launch',
      'q4-plan',
    ]);
  });

  it('finds the @mention or #topic being typed at the caret', () => {
    const text = 'Hi @ali';
    expect(tokenAt(text, text.length)).toEqual({ sigil: '@', query: 'ali', start: 3, end: 7 });
    expect(tokenAt('mail me at bob@example', 22)).toBeNull();
    expect(tokenAt('done @alice ', 12)).toBeNull();
    expect(tokenAt('#pla', 4)).toMatchObject({ sigil: '#', query: 'pla' });
  });

  it('replaces the token and puts the caret after it', () => {
    const token = tokenAt('Hi @ali there', 7);
    if (!token) throw new Error('no token');
    expect(replaceToken('Hi @ali there', token, '@alice')).toEqual({ text: 'Hi @alice there', caret: 10 });
  });

  it('reads the first link without trailing punctuation', () => {
    expect(firstLink('See (https://a.test/x?y=1). And http://b.test')).toBe('https://a.test/x?y=1');
    expect(firstLink('no link')).toBeNull();
  });

  it('merges topics without duplicates, at most 20', () => {
    expect(mergeTopics(['#A', 'b'], ['a', ' c '])).toEqual(['A', 'b', 'c']);
    expect(mergeTopics(Array.from({ length: 30 }, (_, i) => `t${String(i)}`))).toHaveLength(20);
  });
});

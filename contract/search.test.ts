import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_WORD_LENGTH, SEARCH_MAX_WORDS, searchLimitProblem, searchWords } from './search';

describe('search limits', () => {
  it('counts words as the service does: spaces split, a leading @ or # is not part of the word', () => {
    expect(searchWords('  #launch  @ann plan ')).toEqual(['launch', 'ann', 'plan']);
    expect(searchWords('# @')).toEqual([]);
  });

  it('takes up to the word limit and explains one word more', () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `w${String(i)}`).join(' ');
    expect(searchLimitProblem(words(SEARCH_MAX_WORDS))).toBeUndefined();
    expect(searchLimitProblem(words(SEARCH_MAX_WORDS + 1))).toMatch(/at most 16 words; this has 17/);
  });

  it('explains a word too long to match anything', () => {
    expect(searchLimitProblem('a'.repeat(SEARCH_MAX_WORD_LENGTH))).toBeUndefined();
    expect(searchLimitProblem(`plan ${'a'.repeat(SEARCH_MAX_WORD_LENGTH + 1)}`)).toMatch(/cannot match/);
  });
});

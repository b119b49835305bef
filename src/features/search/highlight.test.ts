import { describe, expect, it } from 'vitest';
import { excerpt, highlightParts, matcherFor } from './highlight';

const marked = (text: string, query: string) =>
  highlightParts(text, matcherFor(query))
    .map((p) => (p.match ? `[${p.text}]` : p.text))
    .join('');

describe('matched words', () => {
  it('marks where a word of the text starts with a query word, in any case', () => {
    expect(marked('Planning the plan; a biplane', 'plan')).toBe('[Plan]ning the [plan]; a biplane');
    expect(marked('Launch plans for Q3', '#launch q3')).toBe('[Launch] plans for [Q3]');
  });

  it('keeps the text as text: markup in it is a match like any other characters, never read', () => {
    const parts = highlightParts('<b>bold</b> move', matcherFor('bold'));
    expect(parts).toEqual([
      { text: '<b>', match: false },
      { text: 'bold', match: true },
      { text: '</b> move', match: false },
    ]);
  });

  it('matches runs of letters and digits, as the index splits words; other characters never reach the pattern', () => {
    expect(marked('cost (est.) 3+4', '(est.) 3+4')).toBe('cost ([est].) [3]+[4]');
    expect(marked('a.*b', '.*')).toBe('a.*b');
    expect(matcherFor('  ')).toBeNull();
    expect(marked('nothing here', '')).toBe('nothing here');
  });

  it('cuts a long text around its first match', () => {
    const text = `${'word '.repeat(200)}the launch date ${'more '.repeat(100)}`;
    const cut = excerpt(text, matcherFor('launch'), 100);
    expect(cut).toMatch(/^….*launch.*…$/);
    expect(cut.length).toBeLessThanOrEqual(102);
    expect(excerpt('short  text', null)).toBe('short text');
  });
});

import { describe, expect, it } from 'vitest';
import { pseudoMessages, pseudoText } from './pseudo-locale';

describe('the pseudo-locale', () => {
  it('accents every letter and makes the text about 40% longer, in words', () => {
    const text = pseudoText('Settings');
    expect(text.startsWith('Šéţţíñĝš ')).toBe(true);
    expect(text.length).toBeGreaterThanOrEqual(Math.round('Settings'.length * 1.4));
    expect(text).toMatch(/ /);
  });

  it('keeps placeholders and plural forms, and translates the forms', () => {
    const messages = pseudoMessages({
      a: ['Hello ', ['name']],
      b: [['count', 'plural', { one: ['# like'], other: ['# likes'] }]],
    });
    expect(messages.a?.[1]).toEqual(['name']);
    const [name, kind, forms] = messages.b?.[0] as [string, string, Record<string, string[]>];
    expect([name, kind]).toEqual(['count', 'plural']);
    expect(forms.one?.[0]).toMatch(/^# ĺíķé/);
    expect(forms.other?.[0]).toMatch(/^# ĺíķéš/);
  });

  it('keeps the space before what follows a run: a name or a placeholder stays a word of its own', () => {
    const run = pseudoText('Org chart of ');
    expect(run.startsWith('Öŕĝ çĥáŕţ öƒ ')).toBe(true);
    expect(run.endsWith(' ')).toBe(true);
    expect(run.trimEnd()).not.toBe('Öŕĝ çĥáŕţ öƒ');
  });

  it('leaves text without letters as it is', () => {
    expect(pseudoText(' · ')).toBe(' · ');
  });
});

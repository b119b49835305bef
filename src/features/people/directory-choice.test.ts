import { describe, expect, it } from 'vitest';
import { choiceSearch, readChoice, withChange } from './directory-choice';

const read = (search: string) => readChoice(new URLSearchParams(search));

describe('the directory choice in the address', () => {
  it('reads page, letter, order and reverse, and the plain address as the first page A–Z', () => {
    expect(read('')).toEqual({ page: 1, letter: undefined, sortBy: 'name', reverse: false });
    expect(read('?letter=K&sort=followers&reverse=1&page=3')).toEqual({
      page: 3,
      letter: 'k',
      sortBy: 'followers',
      reverse: true,
    });
  });

  it('reads anything odd as the default rather than asking the service for it', () => {
    expect(read('?letter=ab&sort=age&page=-2&reverse=yes')).toEqual({
      page: 1,
      letter: undefined,
      sortBy: 'name',
      reverse: false,
    });
  });

  it('writes a choice back so reading it gives the same choice, leaving defaults out', () => {
    const choice = { page: 2, letter: 'm', sortBy: 'messages', reverse: true } as const;
    expect(choiceSearch(choice)).toBe('?letter=m&sort=messages&reverse=1&page=2');
    expect(read(choiceSearch(choice))).toEqual(choice);
    expect(choiceSearch(read(''))).toBe('');
  });

  it('starts again at page 1 on a new letter or order', () => {
    const choice = read('?letter=m&page=4');
    expect(withChange(choice, { letter: 'a' })).toMatchObject({ letter: 'a', page: 1 });
    expect(withChange(choice, { sortBy: 'followers' })).toMatchObject({ letter: 'm', page: 1 });
  });
});

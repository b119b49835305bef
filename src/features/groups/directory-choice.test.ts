import { describe, expect, it } from 'vitest';
import { groupsSearch, readGroupsChoice } from './directory-choice';

const read = (search: string) => readGroupsChoice(new URLSearchParams(search));

describe('the directory’s address', () => {
  it('reads the tab, the page of All groups and the filter, and writes them back without the defaults', () => {
    expect(read('')).toEqual({ tab: 'mine', page: 1, filter: '' });
    expect(read('?tab=all&page=3&q=design guild')).toEqual({ tab: 'all', page: 3, filter: 'design guild' });
    expect(groupsSearch(read('?tab=all&page=3&q=design guild'))).toBe('?tab=all&page=3&q=design+guild');
    expect(groupsSearch({ tab: 'mine', page: 1, filter: '  ' })).toBe('');
  });

  it('has no page on My groups (they come whole) and reads a nonsense page as the first', () => {
    expect(read('?page=4')).toEqual({ tab: 'mine', page: 1, filter: '' });
    expect(read('?tab=all&page=-2')).toEqual({ tab: 'all', page: 1, filter: '' });
    expect(read('?tab=everything&page=x')).toEqual({ tab: 'mine', page: 1, filter: '' });
  });
});

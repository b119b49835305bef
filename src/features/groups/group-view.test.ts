import { describe, expect, it } from 'vitest';
import type { AutocompleteGroup } from '../../../contract/social';
import { aGroup } from '../../api/testing/group-fixtures';
import { filterWords, matchesFilter, notShown, viewOfFound, viewOfGroup } from './group-view';

const design = viewOfGroup(aGroup(1, 'Design Guild', { description: 'Critiques and the café\nSecond line' }));
const books = viewOfGroup(aGroup(2, 'Book Club', { description: null }));

describe('the groups filter', () => {
  it('keeps the groups whose name or first line has every word, whatever the case and accents', () => {
    expect(design.summary).toBe('Critiques and the café');
    const keep = (filter: string) => [design, books].filter((g) => matchesFilter(g, filterWords(filter)));
    expect(keep('')).toEqual([design, books]);
    expect(keep('GUILD')).toEqual([design]);
    expect(keep('cafe design')).toEqual([design]);
    expect(keep('book  c')).toEqual([books]);
    expect(keep('second')).toEqual([]);
    expect(keep('design book')).toEqual([]);
  });

  it('adds only the service’s finds the list does not already show, with no member count', () => {
    const found = viewOfFound({
      type: 'group',
      id: 3,
      name: 'design-ops',
      full_name: 'Design Ops',
      description: null,
      photo: 'https://example.test/p.png',
      mugshot_url_template: 'https://example.test/{width}x{height}.png',
      web_url: 'https://example.test/groups/design-ops',
      ranking: 1,
      ranking_index: '0',
      current_user_can_post: true,
      show_in_directory: true,
      private: true,
    } satisfies AutocompleteGroup);
    expect(found).toMatchObject({ name: 'Design Ops', isPrivate: true, members: undefined });
    expect(notShown([design, found], [design, books])).toEqual([found]);
  });
});

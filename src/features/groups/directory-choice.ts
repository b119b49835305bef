/** The directory's two lists: the reader's groups (all of them), or every group they may see, 50 a page. */
export type GroupsTab = 'mine' | 'all';

export interface GroupsChoice {
  tab: GroupsTab;
  /** All groups only: the page of `groups.json`. */
  page: number;
  /** What the filter box holds, as typed. */
  filter: string;
}

/** The directory's choices from the address (`?tab=all&page=2&q=design`); anything odd reads as the default. */
export function readGroupsChoice(params: URLSearchParams): GroupsChoice {
  const tab = params.get('tab') === 'all' ? 'all' : 'mine';
  const page = Number(params.get('page'));
  return {
    tab,
    page: tab === 'all' && Number.isInteger(page) && page > 1 ? page : 1,
    filter: params.get('q') ?? '',
  };
}

/** The address of a choice: defaults left out, so the plain `/groups` is My groups. */
export function groupsSearch(choice: GroupsChoice): string {
  const params = new URLSearchParams();
  if (choice.tab === 'all') params.set('tab', 'all');
  if (choice.tab === 'all' && choice.page > 1) params.set('page', String(choice.page));
  if (choice.filter.trim() !== '') params.set('q', choice.filter);
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/**
 * What a page that sends the reader to the directory may tell it on arrival: the name of a group just deleted,
 * said in the reader's language when the directory shows it (a language switch on arrival follows).
 */
export interface GroupsNotice {
  deleted?: string;
}

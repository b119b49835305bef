import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SEARCH_MAX_PAGE, SEARCH_MAX_RESULTS } from '../../../contract/search';
import type { SearchKind } from '../../api/search/search-api';
import type { SearchTab } from '../../config/paths';
import { formatNumber } from '../../i18n/formatters';

/** What the search page shows, all of it from the address (`/search?q=plan&type=messages&page=2`). */
export interface SearchChoice {
  q: string;
  tab: SearchTab;
  page: number;
}

/** The tabs in order, each with its name and the result list it shows (All shows every list). */
export const SEARCH_TABS: readonly { tab: SearchTab; label: MessageDescriptor; kind?: SearchKind }[] = [
  { tab: 'all', label: msg({ message: 'All', comment: 'the search tab that shows every type of result' }) },
  { tab: 'messages', label: msg`Messages`, kind: 'messages' },
  { tab: 'people', label: msg`People`, kind: 'users' },
  { tab: 'groups', label: msg`Groups`, kind: 'groups' },
  { tab: 'topics', label: msg`Topics`, kind: 'topics' },
];

const isTab = (value: string | null): value is SearchTab => SEARCH_TABS.some((t) => t.tab === value);

/** The choice an address makes; anything odd reads as the default (All, page 1, within the pages there can be). */
export function readSearchChoice(params: URLSearchParams): SearchChoice {
  const type = params.get('type');
  const tab = isTab(type) ? type : 'all';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    tab,
    page: tab !== 'all' && Number.isInteger(page) && page > 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1,
  };
}

/**
 * A total as the tabs show it, in the reader's digits: the service stops counting at 1000, so 1000 means
 * "1000 or more". Grouped only from five digits on (`min2`), as totals never reach them: 1000+, not 1,000+.
 */
export function totalLabel(locale: string, total: number): string {
  const digits = formatNumber(locale, Math.min(total, SEARCH_MAX_RESULTS), { useGrouping: 'min2' });
  return total >= SEARCH_MAX_RESULTS ? `${digits}+` : digits;
}

/** Pages a tab can have: 20 to a page, and never past the 1000 the service finds. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.min(total, SEARCH_MAX_RESULTS) / perPage));
}

import { useQuery } from '@tanstack/react-query';
import { searchLimitProblem } from '../../../contract/search';
import { normalizeQuery, searchQueries, type SearchKind } from '../../api/search/search-api';
import { SEARCH_TABS, type SearchChoice } from './search-choice';

/**
 * The answer a choice shows: the first page (every type: All, and each tab's first page, from one request),
 * and for a tab's later page that page of its type. The totals always come from the first page, which names
 * every type's. Nothing is asked for an empty query or one beyond the limits (`problem` says why).
 */
export function useSearch(choice: SearchChoice) {
  const q = normalizeQuery(choice.q);
  const problem = q === '' ? undefined : searchLimitProblem(q);
  const kind: SearchKind = SEARCH_TABS.find((t) => t.tab === choice.tab)?.kind ?? 'messages';
  const asking = q !== '' && problem === undefined;
  const first = useQuery({ ...searchQueries.page(q, 1, kind), enabled: asking });
  const later = useQuery({ ...searchQueries.page(q, choice.page, kind), enabled: asking && choice.page > 1 });
  const shown = choice.page > 1 ? later : first;
  return {
    q,
    problem,
    kind,
    counts: first.data?.count,
    results: shown.data,
    /** The answer shown is an earlier page's, kept while this one comes. */
    stale: shown.isPlaceholderData,
    pending: asking && (first.isPending || shown.isPending),
    error: first.error ?? shown.error,
    retry: () => {
      if (first.error) void first.refetch();
      if (shown.error) void shown.refetch();
    },
  };
}

import { queryOptions } from '@tanstack/react-query';
import { readSearchResults } from '../../../contract/guards';
import { SEARCH_MODEL_TYPES, SEARCH_PER_PAGE } from '../../../contract/search';
import { httpClient } from '../http/http-client';

/** A result list of `search.json`, as its `count` names it. */
export type SearchKind = keyof typeof SEARCH_MODEL_TYPES;

/** The same query, however it was spaced, is the same request. */
export function normalizeQuery(q: string): string {
  return q.trim().split(/\s+/).filter(Boolean).join(' ');
}

/**
 * `GET /search.json` (spec 4.13, the "other" rate-limit group): 20 of each type per page; `kind` asks for one
 * type only (`model_types`), for a tab's later pages.
 */
export function getSearch(q: string, page: number, kind: SearchKind | undefined, signal?: AbortSignal) {
  return httpClient().request('/search.json', {
    query: {
      search: normalizeQuery(q),
      page: String(page),
      num_per_page: String(SEARCH_PER_PAGE),
      ...(kind ? { model_types: SEARCH_MODEL_TYPES[kind] } : {}),
    },
    signal,
    read: readSearchResults,
  });
}

/** Results change slowly and the budget is small (10 in 10 s): an answer is reused for minutes. */
const FRESH_MS = 5 * 60_000;

export const searchQueries = {
  all: () => ['search'] as const,
  /**
   * The first page holds up to 20 of every type: All and each tab's first page share it, so switching tabs
   * asks nothing. A tab's later pages ask for its type alone.
   */
  page: (q: string, page: number, kind: SearchKind) => {
    const only = page > 1 ? kind : undefined;
    return queryOptions({
      queryKey: [...searchQueries.all(), normalizeQuery(q), only ?? 'every', page] as const,
      queryFn: ({ signal }) => getSearch(q, page, only, signal),
      staleTime: FRESH_MS,
      // Another page of the same query keeps the one shown in place until it arrives (no blank flash); a
      // new query shows its loading state instead of another query's results.
      placeholderData: (previous, previousQuery) =>
        previousQuery?.queryKey[1] === normalizeQuery(q) ? previous : undefined,
    });
  },
};

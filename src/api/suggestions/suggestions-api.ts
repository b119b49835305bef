import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { WireShapeError } from '../../../contract/guards';
import type { Suggestion } from '../../../contract/people';
import { httpClient } from '../http/http-client';

function readSuggestions(json: unknown): Suggestion[] {
  if (!Array.isArray(json)) throw new WireShapeError('suggestions', 'an array');
  return json.map((s, i) => {
    const item = s as Partial<Suggestion> | null;
    if (typeof item !== 'object' || item === null || typeof item.id !== 'number')
      throw new WireShapeError(`suggestions[${String(i)}]`, 'a suggestion');
    return item as Suggestion;
  });
}

/** `GET /suggestions.json?limit=`: groups to join and people to follow (a bare array). */
export function getSuggestions(limit: number, signal?: AbortSignal) {
  return httpClient().request('/suggestions.json', { query: { limit }, signal, read: readSuggestions });
}

/** `DELETE /suggestions/ID.json`: declined for good. */
export function dismissSuggestion(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/suggestions/${String(id)}.json`, {
    method: 'DELETE',
    signal,
    read: () => undefined,
  });
}

export const suggestionQueries = {
  all: () => ['suggestions'] as const,
  list: (limit: number) =>
    queryOptions({
      queryKey: [...suggestionQueries.all(), limit] as const,
      queryFn: ({ signal }) => getSuggestions(limit, signal),
      staleTime: 5 * 60_000,
    }),
};

/**
 * Dismisses a suggestion: gone from every cached list at once, and kept gone (the service never suggests it
 * again; on a failure it comes back so the reader can try again).
 */
export function useDismissSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => dismissSuggestion(id),
    onMutate: async (id) => {
      const queryKey = suggestionQueries.all();
      await client.cancelQueries({ queryKey });
      const before = client.getQueriesData<Suggestion[]>({ queryKey });
      client.setQueriesData<Suggestion[]>({ queryKey }, (list) => list?.filter((s) => s.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      context?.before.forEach(([key, list]) => client.setQueryData(key, list));
    },
  });
}

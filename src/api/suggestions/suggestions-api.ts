import { queryOptions } from '@tanstack/react-query';
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

import { queryOptions } from '@tanstack/react-query';
import { AUTOCOMPLETE_MAX_WORDS } from '../../../contract/search';
import type { AutocompleteResults } from '../../../contract/social';
import { WireShapeError } from '../../../contract/guards';
import { httpClient } from '../http/http-client';

/** The service reads at most 5 words of a prefix (spec 4.11). */
export const MAX_PREFIX_WORDS = AUTOCOMPLETE_MAX_WORDS;

/** Trimmed, spaces collapsed, at most five words: the same text always makes the same request. */
export function normalizePrefix(prefix: string): string {
  return prefix.trim().split(/\s+/).filter(Boolean).slice(0, MAX_PREFIX_WORDS).join(' ');
}

export type AutocompleteModel = 'user' | 'topic' | 'group';

function readResults(json: unknown): AutocompleteResults {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new WireShapeError('autocomplete', 'an object keyed by model');
  return json as AutocompleteResults;
}

/**
 * `GET /autocomplete/ranked?prefix=&models=user:5` (its own rate-limit group). The http client sends
 * `Accept: application/json` on every request, which this endpoint requires.
 */
export function getAutocomplete(
  model: AutocompleteModel,
  prefix: string,
  count = 5,
  signal?: AbortSignal,
): Promise<AutocompleteResults> {
  return askRanked(`${model}:${String(count)}`, prefix, signal);
}

function askRanked(models: string, prefix: string, signal?: AbortSignal): Promise<AutocompleteResults> {
  return httpClient().request('/autocomplete/ranked.json', {
    query: { prefix: normalizePrefix(prefix), models },
    signal,
    read: readResults,
  });
}

/** The shell's search box: people, groups and topics in one request per prefix rather than three. */
const MIXED_MODELS = 'user:5,group:3,topic:3';

/** Names change rarely: an answer is reused for minutes, so no prefix is ever asked twice meanwhile. */
const FRESH_MS = 10 * 60_000;

export const autocompleteQueries = {
  all: () => ['autocomplete'] as const,
  /** `count`: at most this many results (5 for the composer's suggestions, more for the groups filter). */
  ranked: (model: AutocompleteModel, prefix: string, count = 5) =>
    queryOptions({
      queryKey: [...autocompleteQueries.all(), model, normalizePrefix(prefix).toLowerCase(), count] as const,
      queryFn: ({ signal }) => getAutocomplete(model, prefix, count, signal),
      staleTime: FRESH_MS,
      gcTime: FRESH_MS,
      retry: false,
    }),
  /** People, groups and topics at once, by the same rules. */
  mixed: (prefix: string) =>
    queryOptions({
      queryKey: [...autocompleteQueries.all(), 'mixed', normalizePrefix(prefix).toLowerCase()] as const,
      queryFn: ({ signal }) => askRanked(MIXED_MODELS, prefix, signal),
      staleTime: FRESH_MS,
      gcTime: FRESH_MS,
      retry: false,
    }),
};

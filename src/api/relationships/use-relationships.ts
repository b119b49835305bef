import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Id } from '../../../contract/common';
import type { Relationships } from '../../../contract/people';
import { relationshipQueries } from './relationships-api';

export interface RelationshipsState {
  data: Relationships | undefined;
  error: Error | null;
}

const stateOf = (client: QueryClient, id: Id): RelationshipsState => {
  const state = client.getQueryState<Relationships>(relationshipQueries.of(id).queryKey);
  return { data: state?.data, error: state?.status === 'error' ? state.error : null };
};

function fetchOf(client: QueryClient, id: Id): void {
  client.query(relationshipQueries.of(id)).catch(() => undefined);
}

/**
 * The relationships of a changing list of people (the chain walked up, the teams opened), each from the
 * cache and asked of the service when missing or stale, with a re-render whenever one of them changes.
 * What useQueries does for this one query, without it: useQueries sits in a chunk of its own that the
 * first screen would then have to load, and the chart needs none of its options.
 */
export function useRelationships(ids: readonly Id[]): {
  states: RelationshipsState[];
  retry: () => void;
} {
  const client = useQueryClient();
  const key = ids.join(',');
  const version = useSyncExternalStore(
    useCallback(
      (onChange: () => void) =>
        client.getQueryCache().subscribe((event) => {
          const [resource] = event.query.queryKey as readonly unknown[];
          if (resource === relationshipQueries.all()[0]) onChange();
        }),
      [client],
    ),
    // A string of what the list shows: the same string, no re-render.
    () =>
      key
        .split(',')
        .map((id) => {
          const state = client.getQueryState(relationshipQueries.of(Number(id)).queryKey);
          return `${String(state?.dataUpdatedAt ?? 0)}:${state?.status ?? 'none'}`;
        })
        .join(','),
  );

  useEffect(() => {
    // Asks only for what is missing or stale, and joins a request already on its way; a failure shows
    // through the query's state.
    for (const id of key === '' ? [] : key.split(',')) fetchOf(client, Number(id));
  }, [client, key]);
  useEffect(() => {
    // Nothing observes these queries, so the cache may drop one the chart still shows (after gcTime):
    // asked again then. One that failed stays failed until Retry.
    for (const id of key === '' ? [] : key.split(','))
      if (!client.getQueryState(relationshipQueries.of(Number(id)).queryKey)) fetchOf(client, Number(id));
  }, [client, key, version]);

  const states = useMemo(
    () => (key === '' ? [] : key.split(',').map((id) => stateOf(client, Number(id)))),
    // `version` is the signal that one of them changed in the cache, which the memo reads afresh then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [client, key, version],
  );
  return {
    states,
    retry: () => {
      for (const id of ids) if (stateOf(client, id).error) fetchOf(client, id);
    },
  };
}

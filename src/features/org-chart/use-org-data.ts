import {
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Relationships } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import { personFromCache } from '../../api/people-cache';
import { relationshipQueries } from '../../api/relationships-api';
import { userQueries } from '../../api/users-api';

/**
 * What the chart reads of each answer. Without `combine`, useQueries re-renders only for the properties
 * read during render, and the chart reads the data itself from the cache (`reportsOf`, `walkChain`).
 */
const summarize = (results: UseQueryResult<Relationships>[]) =>
  results.map(({ data, isError, error, refetch }) => ({ data, isError, error, refetch }));

/** A chain longer than this is a loop in the data, not an organisation. */
const MAX_CHAIN = 40;

const cachedRelationships = (client: QueryClient, id: Id) =>
  client.getQueryData<Relationships>(relationshipQueries.of(id).queryKey);

/**
 * The managers above a person, read from the cache as far as it goes: each link is the first superior of
 * the one below. `complete` once the top is known (nobody above, or a loop); otherwise the next request
 * is the last id of `asked`.
 */
export function walkChain(
  centreId: Id,
  read: (id: Id) => Relationships | undefined,
): { chain: UserReference[]; asked: Id[]; complete: boolean } {
  const chain: UserReference[] = [];
  const asked: Id[] = [centreId];
  const seen = new Set<Id>([centreId]);
  for (let rels = read(centreId); ;) {
    if (rels === undefined) return { chain: chain.reverse(), asked, complete: false };
    const boss = rels.superiors[0];
    if (!boss || seen.has(boss.id) || chain.length >= MAX_CHAIN)
      return { chain: chain.reverse(), asked, complete: true };
    seen.add(boss.id);
    chain.push(boss);
    asked.push(boss.id);
    rels = read(boss.id);
  }
}

/**
 * Everything the chart of `centreId` draws. The chain is walked up one `relationships.json?user_id=` at a
 * time (each answer names the next manager), every answer cached for minutes and shared with the profile,
 * so a chart drawn before, or a card re-centred on, asks for nothing it already has; what is left queues
 * through the http client's rate limiter. `openedIds` are the people whose reports the reader opened.
 */
export function useOrgData(centreId: Id, openedIds: readonly Id[]) {
  const client = useQueryClient();
  const known = personFromCache(client, centreId);
  const detail = useQuery({ ...userQueries.detail(centreId), enabled: known === undefined });
  const centre: UserReference | undefined =
    known ?? (detail.data ? { ...detail.data, type: 'user' } : undefined);

  const { chain, asked, complete } = walkChain(centreId, (id) => cachedRelationships(client, id));
  const walk = useQueries({ queries: asked.map((id) => relationshipQueries.of(id)), combine: summarize });
  const opened = useQueries({
    queries: openedIds.map((id) => relationshipQueries.of(id)),
    combine: summarize,
  });

  const own = walk[0];
  const failedLink = walk.findIndex((r) => r.isError && r.data === undefined);
  const failedTeams = openedIds
    .map((id, i) => ({ id, result: opened[i] }))
    .filter(({ result }) => result?.isError === true && result.data === undefined);

  return {
    centre,
    /** users/ID failed (a 404: nobody with that id in the network). */
    personError: known === undefined && detail.isError ? detail.error : null,
    relationships: own?.data,
    relationshipsError: own?.isError === true && own.data === undefined ? own.error : null,
    chain,
    chainComplete: complete,
    /** A manager's relationships failed: the chain stops there until Retry. */
    chainError: failedLink > 0 ? walk[failedLink]?.error : null,
    failedTeams: failedTeams.map(({ id, result }) => ({ id, error: result?.error })),
    reportsOf: (id: Id) => cachedRelationships(client, id)?.subordinates,
    retry: () => {
      if (known === undefined && detail.isError) void detail.refetch();
      for (const r of walk.concat(opened)) if (r.isError) void r.refetch();
    },
  };
}

export type OrgData = ReturnType<typeof useOrgData>;

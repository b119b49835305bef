import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Relationships } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import { personFromCache } from '../../api/users/people-cache';
import { relationshipQueries } from '../../api/relationships/relationships-api';
import { useRelationships } from '../../api/relationships/use-relationships';
import { userQueries } from '../../api/users/users-api';

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
  // One list: the chain's links first (the centred person's own at 0), then the opened teams.
  const { states, retry } = useRelationships([...asked, ...openedIds]);
  const failed = (i: number) => states[i]?.error ?? null;
  const failedLink = asked.findIndex((_, i) => i > 0 && failed(i) !== null && states[i]?.data === undefined);
  const failedTeams = openedIds
    .map((id, i) => ({
      id,
      error: states[asked.length + i]?.data === undefined ? failed(asked.length + i) : null,
    }))
    .filter(({ error }) => error !== null);

  return {
    centre,
    /** users/ID failed (a 404: nobody with that id in the network). */
    personError: known === undefined && detail.isError ? detail.error : null,
    relationships: states[0]?.data,
    relationshipsError: states[0]?.data === undefined ? failed(0) : null,
    chain,
    chainComplete: complete,
    /** A manager's relationships failed: the chain stops there until Retry. */
    chainError: failedLink > 0 ? failed(failedLink) : null,
    failedTeams,
    reportsOf: (id: Id) => cachedRelationships(client, id)?.subordinates,
    retry: () => {
      if (known === undefined && detail.isError) void detail.refetch();
      retry();
    },
  };
}

export type OrgData = ReturnType<typeof useOrgData>;

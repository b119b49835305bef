import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Id } from '../../contract/common';
import type { Relationships, RelationshipType } from '../../contract/people';
import type { UserReference } from '../../contract/references';
import { addRelationship, relationshipQueries, removeRelationship } from './relationships-api';

/** One relationship of `owner`: `person` is their superior, subordinate or colleague. */
export interface RelationshipChange {
  owner: UserReference;
  type: RelationshipType;
  person: UserReference;
}

/** Adding one: the service is sent the person's email address (spec 4.7). */
export interface RelationshipAddition extends RelationshipChange {
  email: string;
}

const LIST = { superior: 'superiors', subordinate: 'subordinates', colleague: 'colleagues' } as const;

/** What the change makes of the owner in the other person's chart: X manages me ⇔ I report to X. */
export const OPPOSITE: Record<RelationshipType, RelationshipType> = {
  superior: 'subordinate',
  subordinate: 'superior',
  colleague: 'colleague',
};

/** The service lists people by user name, then id: a person added shows where a reload would put them. */
function byName(a: UserReference, b: UserReference): number {
  const order = a.name.toLowerCase().localeCompare(b.name.toLowerCase());
  return order !== 0 ? order : a.id - b.id;
}

export function withPerson(
  data: Relationships,
  type: RelationshipType,
  person: UserReference,
): Relationships {
  const list = data[LIST[type]];
  if (list.some((p) => p.id === person.id)) return data;
  return { ...data, [LIST[type]]: [...list, person].sort(byName) };
}

export function withoutPerson(data: Relationships, type: RelationshipType, id: Id): Relationships {
  const list = data[LIST[type]];
  if (!list.some((p) => p.id === id)) return data;
  return { ...data, [LIST[type]]: list.filter((p) => p.id !== id) };
}

type Snapshot = { queryKey: readonly unknown[]; data: Relationships | undefined }[];

/**
 * Edits the owner's cached chart and, where it is cached, the other person's (the same relationship seen
 * from their side), after stopping any fetch of either that could land on top. Returns what was there.
 */
async function editCharts(
  client: QueryClient,
  { owner, type, person }: RelationshipChange,
  adding: boolean,
): Promise<Snapshot> {
  const sides = [
    { id: owner.id, type, other: person },
    { id: person.id, type: OPPOSITE[type], other: owner },
  ];
  const keys = sides.map((side) => relationshipQueries.of(side.id).queryKey);
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey, exact: true })));
  const snapshot: Snapshot = keys.map((queryKey) => ({ queryKey, data: client.getQueryData(queryKey) }));
  sides.forEach((side, i) => {
    const queryKey = keys[i];
    if (queryKey === undefined) return;
    client.setQueryData(queryKey, (data) => {
      if (data === undefined) return undefined;
      return adding ? withPerson(data, side.type, side.other) : withoutPerson(data, side.type, side.other.id);
    });
  });
  return snapshot;
}

function restore(client: QueryClient, snapshot: Snapshot | undefined): void {
  for (const { queryKey, data } of snapshot ?? []) client.setQueryData(queryKey, data);
}

/**
 * The service answers the owner's relationships as they now are: they replace the cached ones. The other
 * person's were edited the same way the service does it; they are marked stale, not fetched again now, so
 * a change costs one request of the "other" budget, and their chart is asked afresh when next shown.
 */
function settle(client: QueryClient, change: RelationshipChange, answer: Relationships | undefined): void {
  if (answer) client.setQueryData(relationshipQueries.of(change.owner.id).queryKey, answer);
  void client.invalidateQueries({
    queryKey: relationshipQueries.of(change.person.id).queryKey,
    exact: true,
    refetchType: 'none',
  });
}

/** Adds a manager, a direct report or a colleague, shown at once and taken back if the service refuses. */
export function useAddRelationship() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RelationshipAddition) => addRelationship(change.owner.id, change.type, change.email),
    onMutate: (change) => editCharts(client, change, true),
    onError: (_error, _change, snapshot) => {
      restore(client, snapshot);
    },
    onSuccess: (answer, change) => {
      settle(client, change, answer);
    },
  });
}

/** Removes one relationship (`DELETE relationships/ID?type=`), at once, put back if the service refuses. */
export function useRemoveRelationship() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: RelationshipChange) =>
      removeRelationship(change.owner.id, change.type, change.person.id),
    onMutate: (change) => editCharts(client, change, false),
    onError: (_error, _change, snapshot) => {
      restore(client, snapshot);
    },
    onSuccess: (answer, change) => {
      settle(client, change, answer);
    },
  });
}

import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Relationships, RelationshipType } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import { relationshipQueries } from './relationships-api';

/** One relationship of `owner`: `person` is their superior, subordinate or colleague. */
export interface RelationshipChange {
  owner: UserReference;
  type: RelationshipType;
  person: UserReference;
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

/** Whether the owner's cached chart already lists the person as the change's type. */
export function isListed(client: QueryClient, { owner, type, person }: RelationshipChange): boolean {
  const chart = client.getQueryData(relationshipQueries.of(owner.id).queryKey);
  return chart?.[LIST[type]].some((p) => p.id === person.id) ?? false;
}

const sidesOf = ({ owner, type, person }: RelationshipChange) => [
  { id: owner.id, type, other: person },
  { id: person.id, type: OPPOSITE[type], other: owner },
];

/**
 * Edits the owner's cached chart and, where it is cached, the other person's (the same relationship seen
 * from their side), after stopping any fetch of either that could land on top (a cancel reverts its query at
 * once, so the edit made next stands). From the change alone, so a refusal after a reload (the outbox's) is
 * undone by the same edit the other way round.
 */
export function editCharts(client: QueryClient, change: RelationshipChange, adding: boolean): void {
  for (const side of sidesOf(change))
    void client.cancelQueries({ queryKey: relationshipQueries.of(side.id).queryKey, exact: true });
  editChartsNow(client, change, adding);
}

/** The same edit without waiting (an undo: what it lands on is the optimistic edit, nothing to stop). */
export function editChartsNow(client: QueryClient, change: RelationshipChange, adding: boolean): void {
  for (const side of sidesOf(change)) {
    client.setQueryData(relationshipQueries.of(side.id).queryKey, (data) => {
      if (data === undefined) return undefined;
      return adding ? withPerson(data, side.type, side.other) : withoutPerson(data, side.type, side.other.id);
    });
  }
}

/**
 * The service answers the owner's relationships as they now are: they replace the cached ones. The other
 * person's were edited the same way the service does it; they are marked stale, not fetched again now, so
 * a change costs one request of the "other" budget, and their chart is asked afresh when next shown.
 */
export function settleCharts(
  client: QueryClient,
  change: RelationshipChange,
  answer: Relationships | undefined,
): void {
  if (answer) client.setQueryData(relationshipQueries.of(change.owner.id).queryKey, answer);
  void client.invalidateQueries({
    queryKey: relationshipQueries.of(change.person.id).queryKey,
    exact: true,
    refetchType: 'none',
  });
}

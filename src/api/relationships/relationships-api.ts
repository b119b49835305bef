import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { WireShapeError } from '../../../contract/guards';
import type { Relationships, RelationshipType } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import { httpClient } from '../http/http-client';
import { persisted } from '../persisted-query';

const LISTS = ['superiors', 'subordinates', 'colleagues'] as const;

function readPeople(value: unknown, path: string): UserReference[] {
  // A list the body leaves out is nobody (older recordings omit empty lists).
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new WireShapeError(path, 'an array');
  return value.map((item, i) => {
    const person = item as Partial<UserReference> | null;
    if (typeof person !== 'object' || person === null || typeof person.id !== 'number')
      throw new WireShapeError(`${path}[${String(i)}]`, 'a user');
    return person as UserReference;
  });
}

/** Reads `{superiors, subordinates, colleagues}` (api-shapes 7), the body of GET, POST and DELETE alike. */
export function readRelationships(json: unknown): Relationships {
  if (typeof json !== 'object' || json === null) throw new WireShapeError('relationships', 'an object');
  const body = json as Record<string, unknown>;
  const [superiors, subordinates, colleagues] = LISTS.map((list) => readPeople(body[list], list));
  return { superiors: superiors ?? [], subordinates: subordinates ?? [], colleagues: colleagues ?? [] };
}

/** `GET /relationships.json?user_id=`: one person's managers, direct reports and colleagues. */
export function getRelationships(userId: Id, signal?: AbortSignal) {
  return httpClient().request('/relationships.json', {
    query: { user_id: userId },
    signal,
    read: readRelationships,
  });
}

/**
 * `POST /relationships.json` with `user_id` and one `superior`, `subordinate` or `colleague` email: the service
 * checks every address before it writes anything, and answers the owner's relationships as they now are.
 */
export function addRelationship(ownerId: Id, type: RelationshipType, email: string, signal?: AbortSignal) {
  return httpClient().request('/relationships.json', {
    method: 'POST',
    form: { user_id: ownerId, [type]: email },
    signal,
    read: readRelationships,
  });
}

/** `DELETE /relationships/ID.json?type=&user_id=`: person ID is no longer that `type` of the owner. */
export function removeRelationship(ownerId: Id, type: RelationshipType, otherId: Id, signal?: AbortSignal) {
  return httpClient().request(`/relationships/${String(otherId)}.json`, {
    method: 'DELETE',
    query: { type, user_id: ownerId },
    signal,
    read: readRelationships,
  });
}

export const relationshipQueries = {
  all: () => ['relationships'] as const,
  /**
   * Kept for minutes and shared by the profile's reporting line and the org chart, so walking a chain of
   * managers asks the "other" rate-limit group once per person, not once per screen.
   */
  of: (userId: Id) =>
    persisted(
      queryOptions({
        queryKey: [...relationshipQueries.all(), userId] as const,
        queryFn: ({ signal }) => getRelationships(userId, signal),
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
      }),
      { as: 'person', id: userId, part: 'profile' },
    ),
};

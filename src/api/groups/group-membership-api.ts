import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import { httpClient } from '../http/http-client';
import { readGroup } from './groups-api';

/** The group in a join's answer, when the service sends one (the emulator does; no recorded body exists). */
function readJoined(json: unknown): Group | undefined {
  const group = (json as { group?: unknown } | undefined)?.group;
  try {
    return group === undefined ? undefined : readGroup(group);
  } catch {
    return undefined;
  }
}

/** `POST /group_memberships.json?group_id=`: 201 (200 when already in); 403 for a private group. */
export function joinGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request('/group_memberships.json', {
    method: 'POST',
    query: { group_id: id },
    signal,
    read: readJoined,
  });
}

/** `DELETE /group_memberships.json?group_id=`: 200, empty. */
export function leaveGroup(id: Id, signal?: AbortSignal) {
  return httpClient().request('/group_memberships.json', {
    method: 'DELETE',
    query: { group_id: id },
    signal,
    read: () => undefined,
  });
}

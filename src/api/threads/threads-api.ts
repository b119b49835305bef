import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { WireShapeError } from '../../../contract/guards';
import type { Thread } from '../../../contract/threads';
import { httpClient } from '../http/http-client';
import { persisted } from '../persisted-query';

const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);

/** Reads a thread object leniently: an id and stats are needed; the lists the service may omit are filled. */
export function readThread(json: unknown): Thread {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new WireShapeError('thread', 'an object');
  }
  const t = json as Record<string, unknown>;
  if (typeof t.id !== 'number') throw new WireShapeError('thread.id', 'a numeric id');
  const stats =
    typeof t.stats === 'object' && t.stats !== null ? (t.stats as Thread['stats']) : { updates: 0 };
  return {
    ...(t as unknown as Thread),
    thread_starter_id: typeof t.thread_starter_id === 'number' ? t.thread_starter_id : t.id,
    stats,
    topics: list(t.topics) as Thread['topics'],
    attachments: list(t.attachments) as Thread['attachments'],
    references: list(t.references).filter(
      (r): r is Thread['references'][number] =>
        typeof r === 'object' && r !== null && 'type' in r && 'id' in r,
    ),
  };
}

/** `GET /threads/ID.json` (api-shapes 2): topics, stats, participants and their references. */
export function getThread(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/threads/${String(id)}.json`, { signal, read: readThread });
}

export const threadQueries = {
  all: () => ['threads'] as const,
  detail: (id: Id) =>
    persisted(
      queryOptions({
        queryKey: [...threadQueries.all(), 'detail', id] as const,
        queryFn: ({ signal }) => getThread(id, signal),
        staleTime: 60_000,
      }),
      { as: 'conversation', id },
    ),
};

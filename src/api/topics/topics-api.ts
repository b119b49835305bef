import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { WireShapeError } from '../../../contract/guards';
import type { Topic } from '../../../contract/topics';
import { httpClient } from '../http/http-client';

function readTopic(json: unknown): Topic {
  const t = json as Partial<Topic> | null;
  if (typeof t !== 'object' || t === null || typeof t.id !== 'number')
    throw new WireShapeError('topic', 'a topic');
  if (typeof t.name !== 'string') throw new WireShapeError('topic.name', 'a string');
  return t as Topic;
}

/** `GET /topics/ID.json`: a topic and the people who used it. */
export function getTopic(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/topics/${String(id)}.json`, { signal, read: readTopic });
}

export const topicQueries = {
  all: () => ['topics'] as const,
  detail: (id: Id) =>
    queryOptions({
      queryKey: [...topicQueries.all(), 'detail', id] as const,
      queryFn: ({ signal }) => getTopic(id, signal),
      staleTime: 5 * 60_000,
    }),
};

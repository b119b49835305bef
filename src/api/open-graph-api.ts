import type { Id } from '../../contract/common';
import { WireShapeError } from '../../contract/guards';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { httpClient } from './http-client';

/** What the frame needs of an open-graph object (the real service's, beyond the spec): its id for the feed. */
export interface OpenGraphObjectRef {
  id: Id;
  url: string;
}

function readObject(json: unknown): OpenGraphObjectRef {
  const o = json as { id?: unknown; url?: unknown } | null;
  if (typeof o?.id !== 'number' || !Number.isSafeInteger(o.id))
    throw new WireShapeError('open_graph_object.id', 'a numeric id');
  return { id: o.id, url: typeof o.url === 'string' ? o.url : '' };
}

/** `GET open_graph_objects?url=`: the object for a page, or null while nobody has talked about it (404). */
export async function findOpenGraphObject(
  url: string,
  signal?: AbortSignal,
): Promise<OpenGraphObjectRef | null> {
  try {
    return await httpClient().request('/open_graph_objects.json', {
      query: { url },
      signal,
      read: readObject,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const openGraphQueries = {
  byUrl: (url: string) =>
    queryOptions({
      queryKey: ['open_graph_objects', { url }] as const,
      queryFn: ({ signal }) => findOpenGraphObject(url, signal),
    }),
};

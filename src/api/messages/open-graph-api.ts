import { queryOptions } from '@tanstack/react-query';
import { readOpenGraphLookup, type OpenGraphLookup } from '../../../contract/open-graph';
import { ApiError } from '../http/api-error';
import { httpClient } from '../http/http-client';

/**
 * `GET open_graph_objects?url=` (the real service's, beyond the spec; contract/open-graph.ts): the object of
 * a web page, or null while nobody has talked about it (the service's 404). Its id names the page's feed,
 * `messages/open_graph_objects/ID` (lib/feed-source.ts).
 */
export async function findOpenGraphObject(
  url: string,
  signal?: AbortSignal,
): Promise<OpenGraphLookup | null> {
  try {
    return await httpClient().request('/open_graph_objects.json', {
      query: { url },
      signal,
      read: readOpenGraphLookup,
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

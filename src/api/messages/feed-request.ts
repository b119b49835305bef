import { readFeedEnvelope } from '../../../contract/guards';
import type { FeedSource } from '../../lib/feed-source';
import { feedPath, feedQuery, type FeedParams } from './feed-path';
import { httpClient } from '../http/http-client';
import type { RequestPriority } from '../http/rate-limiter';

/*
 * A feed's request alone, without the query layer: the first chunk sends the first feed request with it
 * (app/first-request.ts) before TanStack Query has even loaded.
 */

export function getFeed(
  source: FeedSource,
  params: FeedParams = {},
  signal?: AbortSignal,
  priority?: RequestPriority,
) {
  return httpClient().request(feedPath(source), {
    query: feedQuery(params),
    signal,
    priority,
    read: readFeedEnvelope,
  });
}

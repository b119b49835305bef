import type { Id } from '../../contract/common';
import type { ThreadedMode } from '../../contract/messages';
import { readFeedEnvelope } from '../../contract/guards';
import type { FeedLayout, FeedSource } from '../lib/feed-source';
import { httpClient } from './http-client';

/*
 * A feed's request alone, without the query layer: the first chunk sends the first feed request with it
 * (app/first-request.ts) before TanStack Query has even loaded.
 */

/** The API path of a feed (spec 4.1, api-shapes 1.1). */
export function feedPath(source: FeedSource): string {
  if (source.feed === 'all') return '/messages.json';
  if ('id' in source) return `/messages/${source.feed}/${String(source.id)}.json`;
  return `/messages/${source.feed}.json`;
}

export interface FeedParams {
  older_than?: Id;
  newer_than?: Id;
  limit?: number;
  layout?: FeedLayout;
  /** `in_thread` only: each message carries its `topics` (api-shapes 1.4). */
  include_topics?: boolean;
}

const THREADED: Record<FeedLayout, ThreadedMode | undefined> = {
  flat: undefined,
  threaded: 'true',
  extended: 'extended',
};

export function getFeed(source: FeedSource, params: FeedParams = {}, signal?: AbortSignal) {
  const { layout = 'flat', ...rest } = params;
  return httpClient().request(feedPath(source), {
    query: { ...rest, threaded: THREADED[layout] },
    signal,
    read: readFeedEnvelope,
  });
}

import type { Id } from '../../../contract/common';
import type { ThreadedMode } from '../../../contract/messages';
import type { FeedLayout, FeedSource } from '../../lib/feed-source';
import type { Params } from '../http/wire-request';

/*
 * Where a feed is asked for: its path and query. Apart from feed-request.ts, which needs the client, so that
 * the entry chunk builds the first feed request ahead of the client from the same code (app/request-ahead.ts).
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

/** The query of a feed request: the layout becomes `threaded` (spec 4.1). */
export function feedQuery(params: FeedParams = {}): Params {
  const { layout = 'flat', ...rest } = params;
  return { ...rest, threaded: THREADED[layout] };
}

import type { FeedEnvelope } from '../../contract/messages';
import { getFeed } from '../api/feed-request';
import { configureHttpClient } from '../api/http-client';
import { captureAuthReturn } from '../auth/auth-return';
import { expireSession, getToken } from '../auth/session';
import { ConfigError, loadConfig, type AppConfig } from '../config/app-config';
import { networkFeedAt, paths } from '../config/paths';
import type { FeedLayout, NetworkFeedName } from '../lib/feed-source';
import { preferredFeedLayout } from '../lib/preferences';
import { prepareRelativeTime } from '../lib/relative-time';
import { ownedCopyKey } from './persisted-owner';

/** The first page of the network feed the address names, already requested. */
export interface FirstFeedRequest {
  feed: NetworkFeedName;
  layout: FeedLayout;
  firstPage: Promise<FeedEnvelope>;
}

export type FirstStart =
  { ok: true; config: AppConfig; feed: FirstFeedRequest | null } | { ok: false; problem: string };

/**
 * The first thing the app does, from its first chunk, before TanStack Query, React or the UI have loaded:
 * the sign-in return is captured and the URL cleaned, config is loaded and checked, the one API client is
 * set up, and a network feed named by the address is requested at once. The first chunk draws it as soon
 * as it answers (app/first-paint.ts); the query cache takes the request over (app/prepare-start.ts).
 */
export async function sendFirstRequests(fetchConfig: typeof fetch = fetch): Promise<FirstStart> {
  const returned = captureAuthReturn();
  let config: AppConfig;
  try {
    config = await loadConfig(window.location.origin, fetchConfig);
  } catch (error) {
    return {
      ok: false,
      problem: error instanceof ConfigError ? error.message : 'The configuration could not be read.',
    };
  }
  // Wherever the redirect URI pointed, the return is finished on the callback route.
  if (returned && window.location.pathname !== paths.authCallback) {
    window.history.replaceState(null, '', paths.authCallback);
  }
  configureHttpClient({ baseUrl: config.serviceBaseUrl, getToken, onUnauthorized: expireSession });
  const feed = requestFirstFeed(window.location.pathname);
  // While the feed is on its way the main thread is idle: a reader in a language other than English needs
  // an Intl format for relative times, which takes tens of milliseconds to build; build it now rather than
  // between the feed's arrival and its paint.
  if (feed) setTimeout(prepareRelativeTime, 0);
  return { ok: true, config, feed };
}

function requestFirstFeed(pathname: string): FirstFeedRequest | null {
  const token = getToken();
  const feed = networkFeedAt(pathname);
  // A copy from the last visit paints the feed sooner still; the boot refreshes it.
  if (!token || !feed || ownedCopyKey(token) !== null) return null;
  const layout = preferredFeedLayout();
  const firstPage = getFeed({ feed }, { layout });
  // The query that takes the request over reports its failure; until then nobody is waiting for it.
  firstPage.catch(() => undefined);
  return { feed, layout, firstPage };
}

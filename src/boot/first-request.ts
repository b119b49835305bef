import type { FeedEnvelope } from '../../contract/messages';
import { fetchConfigFile } from '../api/http/config-file';
import { getFeed } from '../api/messages/feed-request';
import { configureHttpClient } from '../api/http/http-client';
import { captureAuthReturn } from '../auth/auth-return';
import { getToken, refuseToken, rememberedService, rememberService } from '../auth/session';
import { currentAppPath } from '../config/network-path';
import { prepareFormats } from '../i18n/formatters';
import { appLocale } from '../i18n/language-choice';
import { configProblemOf, loadConfig, type AppConfig, type ConfigProblem } from '../config/app-config';
import { networkFeedAt, paths } from '../config/paths';
import type { FeedLayout, NetworkFeedName } from '../lib/feed-source';
import { preferredFeedLayout } from '../lib/preferences';
import { ownedCopyKey } from './persisted-owner';

/** The first page of the network feed the address names, already requested. */
export interface FirstFeedRequest {
  feed: NetworkFeedName;
  layout: FeedLayout;
  firstPage: Promise<FeedEnvelope>;
}

export type FirstStart =
  { ok: true; config: AppConfig; feed: FirstFeedRequest | null } | { ok: false; problem: ConfigProblem };

/**
 * The first thing the app does, from its first chunk, before TanStack Query, React or the UI have loaded:
 * the sign-in return is captured and the URL cleaned, config is loaded and checked, the one API client is
 * set up, and a network feed named by the address is requested at once. The first chunk draws it as soon
 * as it answers (boot/first-paint.ts); the query cache takes the request over (app/prepare-start.ts).
 *
 * On a reload of a signed-in tab the feed request does not wait for config.json: it goes to the service
 * this tab's config named last time, in the same task as the first chunk's evaluation. Reading config.json
 * takes a few tasks, and the browser renders its first frame between them, which held the request back by
 * tens of milliseconds (npm run bench). When config.json names another service now, that request is
 * dropped and the feed asked of the configured one.
 */
export async function sendFirstRequests(
  fetchConfig: (url: string) => Promise<Response> = fetchConfigFile,
): Promise<FirstStart> {
  const returned = captureAuthReturn();
  const early = requestFromRememberedService(currentAppPath());
  let config: AppConfig;
  try {
    config = await loadConfig(window.location.origin, fetchConfig);
  } catch (error) {
    early?.drop();
    return { ok: false, problem: configProblemOf(error) };
  }
  // Wherever the redirect URI pointed, the return is finished on the callback route.
  if (returned && window.location.pathname !== paths.authCallback) {
    window.history.replaceState(null, '', paths.authCallback);
  }
  rememberService(config.serviceBaseUrl);
  if (early?.serviceBaseUrl === config.serviceBaseUrl) return { ok: true, config, feed: early.feed };
  early?.drop();
  configureClient(config.serviceBaseUrl);
  return { ok: true, config, feed: requestFirstFeed(currentAppPath()) };
}

function configureClient(serviceBaseUrl: string): void {
  configureHttpClient({ baseUrl: serviceBaseUrl, getToken, onUnauthorized: refuseToken });
}

interface EarlyRequest {
  serviceBaseUrl: string;
  feed: FirstFeedRequest;
  drop: () => void;
}

function requestFromRememberedService(pathname: string): EarlyRequest | null {
  const serviceBaseUrl = rememberedService();
  if (serviceBaseUrl === null || !networkFeedAt(pathname)) return null;
  configureClient(serviceBaseUrl);
  const abort = new AbortController();
  const feed = requestFirstFeed(pathname, abort.signal);
  const drop = () => {
    abort.abort();
  };
  return feed && { serviceBaseUrl, feed, drop };
}

function requestFirstFeed(pathname: string, signal?: AbortSignal): FirstFeedRequest | null {
  const token = getToken();
  const feed = networkFeedAt(pathname);
  // A copy from the last visit paints the feed sooner still; the boot refreshes it.
  if (!token || !feed || ownedCopyKey(token) !== null) return null;
  const layout = preferredFeedLayout();
  const firstPage = getFeed({ feed }, { layout }, signal);
  // The query that takes the request over reports its failure; until then nobody is waiting for it.
  firstPage.catch(() => undefined);
  // While the feed is on its way the main thread is idle: the early paint's counts and plurals (and, in a
  // language other than English, its relative times) need Intl formats, which take tens of milliseconds to
  // build; build them now, in the reader's language, rather than between the feed's arrival and its paint.
  setTimeout(() => {
    prepareFormats(appLocale());
  }, 0);
  return { feed, layout, firstPage };
}

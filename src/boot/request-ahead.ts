import { feedPath, feedQuery } from '../api/messages/feed-path';
import { sendAhead } from '../api/http/sent-ahead';
import { browserSpendStore, budgetScope, storeHasRoom } from '../api/http/spend-store';
import { apiUrl } from '../api/http/wire-request';
import { getToken, rememberedService } from '../auth/session';
import { networkFeedAt } from '../config/paths';
import { preferredFeedLayout } from '../lib/preferences';
import { ownedCopyKey } from './persisted-owner';

/**
 * The first feed request, sent from the entry chunk the moment it runs, on a reload of a signed-in tab at a
 * network feed: to the service the tab used last, in the reader's layout, unless a copy from the last visit
 * will paint the feed. The first chunk then asks its client for exactly this request (boot/first-request.ts),
 * and the client takes the response over (api/http/sent-ahead.ts); anything it does not take is aborted. Not
 * when the last page loads spent the messages budget (reloads in a row): the client queues the request
 * then, where the service would answer this one with a 429 and the client pause for a whole window.
 */
export function requestFirstFeedAhead(pathname: string): void {
  const token = getToken();
  const serviceBaseUrl = rememberedService();
  const feed = networkFeedAt(pathname);
  if (!token || serviceBaseUrl === null || !feed || ownedCopyKey(token) !== null) return;
  const budget = browserSpendStore(() => budgetScope(serviceBaseUrl, token));
  if (!storeHasRoom(budget, 'messages')) return;
  const query = feedQuery({ layout: preferredFeedLayout() });
  sendAhead(apiUrl(serviceBaseUrl, feedPath({ feed }), query), token);
}

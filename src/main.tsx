import './index.css';
import { requestConfig } from './boot/config-request';
import { hasOwnCopy } from './boot/persisted-owner';
import { requestFirstFeedAhead } from './boot/request-ahead';
import { applyPreloadedStylesheets } from './boot/stylesheets';
import { currentAppPath } from './config/network-path';
import { requestCatalogAhead } from './i18n/start-language';

/*
 * The entry chunk is only this and what it imports: a few kilobytes that the browser compiles at once and
 * runs the moment they arrive, to send the first feed request, then ask for config.json. The first chunk
 * proper (boot/first-screen.ts), which draws the feed, is fetched beside it (index.html preloads it,
 * vite.config.ts) and compiled while the request is out; run from here, its 40-odd kilobytes held the
 * request back by their compilation and evaluation (npm run bench). The stylesheet is applied after the
 * request has left (boot/stylesheets.ts). With a copy of the feed from the last visit, the boot paints from
 * it: it is asked for at once.
 */
const loadApp = () => import('./app/boot');
const fromCopy = hasOwnCopy() ? loadApp() : null;
requestFirstFeedAhead(currentAppPath());
requestCatalogAhead();
void requestConfig();
const styled = applyPreloadedStylesheets();
void import('./boot/first-screen').then(({ startFirstScreen }) =>
  startFirstScreen({ loadApp, fromCopy, styled }),
);

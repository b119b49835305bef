import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import type { ConfigProblem } from '../config/app-config';
import { createRoot } from 'react-dom/client';
import { buttonClass } from '../components/button-classes';
import { ErrorScreen } from '../components/error-screen';
import { loadLaterMessages, withLaterMessages } from '../i18n/later-messages';
import { handOverEarlyPaint } from '../lib/early-paint';
import { whenAppFeedPaint } from '../lib/first-feed-paint';
import { pageNetworkOf, sessionStore, viewingAs } from '../auth/session';
import { networkBasename } from '../config/network-path';
import { App } from './app';
import { loadOfflineBanner, loadViewAsBanner } from './app-banners';
import type { Prepared } from './prepare-start';
import { loadSignInScreen } from './require-session';
import { createRouter } from './router';
import { loadOtherScreenRequests } from './screens/other-screens';
import { THREAD_PAGE } from './screens/start-screens';
import { loadPage } from './screen-pages';

const EARLY_PAINT_AT_MOST_MS = 5000;

/*
 * What is wrong with config.json: rare, so its sentences are code of their own, with the later catalog,
 * fetched only then. Offline with no copy of that code, the screen still says that Commons cannot start
 * and how to recover.
 */
const loadConfigProblem = withLaterMessages(() => import('../config/config-problem-sentence'));
const ConfigProblemSentence = lazy<ComponentType<{ problem: ConfigProblem }>>(() =>
  loadConfigProblem().then(
    (module) => ({ default: module.ConfigProblemSentence }),
    () => ({ default: () => null }),
  ),
);

/** Renders the app once prepareStart has run (its requests are already on their way). */
export function start(root: HTMLElement, prepared: Prepared): void {
  const reactRoot = createRoot(root);
  if (!prepared.ok) {
    // A feed painted early from the last visit's copy must not stay on screen as if the app had started.
    handOverEarlyPaint();
    reactRoot.render(
      <ErrorScreen
        title={t`Commons cannot start`}
        action={
          <button
            type="button"
            className={buttonClass('primary', 'min-h-11')}
            onClick={() => {
              window.location.reload();
            }}
          >
            <Trans>Reload</Trans>
          </button>
        }
      >
        <p>
          <Suspense fallback={null}>
            <ConfigProblemSentence problem={prepared.problem} />
          </Suspense>
        </p>
        <p className="mt-2 text-sm">
          {navigator.onLine ? (
            <Trans>Fix /config.json on the server and reload the page.</Trans>
          ) : (
            <Trans>You are offline. Reload once you are back online.</Trans>
          )}
        </p>
      </ErrorScreen>,
    );
    return;
  }
  const { config, queryClient } = prepared;
  // A banner the first render shows: its code is asked for now, beside the UI's (app-banners.tsx).
  if (viewingAs() !== null) void loadViewAsBanner();
  if (!navigator.onLine) void loadOfflineBanner();
  if (!sessionStore.getSnapshot().signedIn) void loadSignInScreen();
  // Code a later moment needs is there before it comes, and before the network may be gone (the offline
  // banner, the sign-in screen after a 401, sign-out, the other screens' requests): fetched once the feed
  // is drawn. And the conversation's page, the feed's most common next step: Enter or a click on a message
  // then opens it at once, rather than after a dozen requests for its code on a slow connection. The later
  // catalog (what all that code shows, lingui.config.js) leaves with them.
  void whenAppFeedPaint().then(() =>
    Promise.all([
      loadLaterMessages(),
      loadPage(THREAD_PAGE),
      loadOtherScreenRequests(),
      loadOfflineBanner(),
      loadSignInScreen(),
      import('../api/http/sign-out'),
    ]),
  );
  // An identity provider's tokens live minutes: renewed in the background while the tab is signed in.
  if (config.oidc) {
    const oidc = config.oidc;
    void import('../auth/oidc-renewal').then(({ keepOidcTokenFresh }) =>
      keepOidcTokenFresh({ ...config, oidc }),
    );
  }
  // Its loaders run the same prefetches as prepareStart; TanStack Query joins them to those in flight.
  const router = createRouter(queryClient, networkBasename(pageNetworkOf()));
  // The screens hand an early-painted feed over themselves; should one never do so, it goes after a while.
  setTimeout(handOverEarlyPaint, EARLY_PAINT_AT_MOST_MS);
  reactRoot.render(
    <StrictMode>
      <App config={config} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { sessionStore, viewingAs } from '../auth/session';
import { useAfterAppFeedPaint } from '../components/use-after-app-feed-paint';
import { useOnline } from '../components/use-online';
import { withLaterMessages } from '../i18n/later-messages';

/*
 * The banners above every page each come when they have something to say, and their code with them: none
 * of it is needed to read, and a cold load fetched and compiled it before the app's feed could show. Where
 * a banner shows from the start (a tab viewing as someone, a start offline), start.tsx asks for its code
 * beside the UI's, so that it is there for the first render.
 */
export const loadViewAsBanner = withLaterMessages(() => import('../features/admin/view-as-banner'));
export const loadOfflineBanner = withLaterMessages(() => import('../features/offline/offline-banner'));

const ViewAsBanner = lazy(() => loadViewAsBanner().then((m) => ({ default: m.ViewAsBanner })));
const OfflineBanner = lazy(() => loadOfflineBanner().then((m) => ({ default: m.OfflineBanner })));
const loadUpdateOffer = withLaterMessages(() => import('../features/offline/update-offer'));
const UpdateOffer = lazy(() => loadUpdateOffer().then((m) => ({ default: m.UpdateOffer })));

/** In a tab that views as someone (the admin console's "View as"), above every page and dialog. */
export function ViewAsBannerSlot() {
  const name = useSyncExternalStore(sessionStore.subscribe, viewingAs);
  if (name === null) return null;
  return (
    <Suspense fallback={null}>
      <ViewAsBanner />
    </Suspense>
  );
}

/** Offline: the pages show the copy saved on this device (features/offline). */
export function OfflineBannerSlot() {
  if (useOnline()) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}

/** A new build is ready: offered, never forced. The service worker registers after the first feed paint. */
export function UpdateOfferSlot() {
  if (!useAfterAppFeedPaint()) return null;
  return (
    <Suspense fallback={null}>
      <UpdateOffer />
    </Suspense>
  );
}

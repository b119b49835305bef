import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../../components/button';
import { acceptUpdate, registerServiceWorkerWhenIdle, updateStore } from './service-worker';

/**
 * Registers the service worker once the app is on screen (the browser's next idle moment after load), and
 * offers a new version when its worker waits: "A new version is ready — Reload". Only the reader's click
 * reloads; drafts and queued writes are kept across a reload, but a reload in the middle of typing would
 * still be rude.
 */
export function UpdateOffer() {
  const { t } = useLingui();
  const ready = useSyncExternalStore(updateStore.subscribe, updateStore.getSnapshot, () => false);
  useEffect(registerServiceWorkerWhenIdle, []);
  if (!ready) return null;
  return (
    <div
      role="region"
      aria-label={t`New version`}
      className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-blue-300 bg-blue-50 px-4 py-1.5 text-sm text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-50"
    >
      <p role="status">
        <Trans>A new version is ready</Trans>
      </p>
      <Button
        className="max-sm:min-h-11"
        onClick={() => {
          acceptUpdate();
        }}
      >
        <Trans>Reload</Trans>
      </Button>
    </div>
  );
}

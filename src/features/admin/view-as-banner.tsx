import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { sessionStore, signOut, viewingAs } from '../../auth/session';
import { FOCUS_RING } from '../../components/button-classes';

const END = `inline-flex min-h-11 items-center rounded-md border border-amber-950/40 bg-white px-4 text-sm font-semibold text-amber-950 hover:bg-amber-50 sm:min-h-9 dark:border-amber-100/50 dark:bg-amber-950 dark:text-amber-50 dark:hover:bg-amber-900 ${FOCUS_RING}`;

/** Keeps `element` at the top of the top layer: shown again whenever a modal dialog opens above it. */
function useAboveDialogs(element: React.RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const el = element.current;
    if (!shown || !el || typeof el.showPopover !== 'function') return undefined;
    const raise = () => {
      // A CSS selector, never shown to a reader.
      if (el.matches(':popover-open')) el.hidePopover();
      el.showPopover();
    };
    raise();
    const observer = new MutationObserver((changes) => {
      if (changes.some((c) => c.target instanceof HTMLDialogElement && c.target.open)) raise();
    });
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
    };
  }, [element, shown]);
}

/**
 * In a tab an admin opened to view as someone: "Viewing as NAME; End", on every page and above every
 * dialog, for as long as the tab lives. Nothing dismisses it; End signs the tab out and closes it (a tab the
 * browser will not let a script close shows the sign-in screen instead).
 */
export function ViewAsBanner() {
  const { t } = useLingui();
  const name = useSyncExternalStore(sessionStore.subscribe, viewingAs);
  const banner = useRef<HTMLDivElement>(null);
  useAboveDialogs(banner, name !== null);
  useEffect(() => {
    if (name === null) return undefined;
    document.documentElement.dataset.viewingAs = '';
    return () => {
      delete document.documentElement.dataset.viewingAs;
    };
  }, [name]);
  if (name === null) return null;
  return (
    <div
      ref={banner}
      popover="manual"
      role="region"
      aria-label={t`Viewing as`}
      className="fixed inset-x-0 top-0 bottom-auto z-[100] m-0 flex h-13 w-full max-w-none items-center justify-between gap-3 border-0 border-b-2 border-amber-700 bg-amber-300 px-4 text-amber-950 dark:border-amber-400 dark:bg-amber-800 dark:text-amber-50"
    >
      <p className="min-w-0 truncate text-sm font-semibold">
        <Trans>
          Viewing as <bdi>{name}</bdi>
        </Trans>
      </p>
      <button
        type="button"
        className={END}
        onClick={() => {
          signOut();
          window.close();
        }}
      >
        <Trans comment="ends viewing as someone">End</Trans>
      </button>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FOCUS_RING } from './button-classes';
import { Icon } from './icon';
import { LoadingState } from './states';

/**
 * Suggestions (people to follow, groups to join) as one row of cards that scrolls sideways on a phone, so the
 * page's own list still starts on the first screen. Nothing at all once there is none to show, nor when they
 * could not be loaded: the page says that quietly after its own list (components/panel-failure).
 */
export function SuggestionStrip({
  id,
  heading,
  pending,
  failed,
  dismissError,
  count,
  children,
}: {
  /** The heading's id, which names the section and its list. */
  id: string;
  heading: string;
  pending: boolean;
  /** The suggestions could not be loaded. */
  failed: boolean;
  /** Why the last dismissal was refused, in words; null otherwise. */
  dismissError: string | null;
  count: number;
  /** The cards, each an `<li>`. */
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  // English names the panel mid-sentence in lower case; other languages keep the heading as written.
  const panel = i18n.locale === 'en' ? heading.toLowerCase() : heading;
  const loading = t`Loading ${panel}…`;
  if (pending) return <LoadingState label={loading} />;
  if (failed || count === 0) return null;
  return (
    <section aria-labelledby={id} className="border-b border-slate-200 pb-2 dark:border-slate-800">
      <h2 id={id} className="px-4 pt-3 text-lg font-semibold">
        {heading}
      </h2>
      {dismissError !== null ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-800 dark:text-red-300">
          <Trans>Could not dismiss: {dismissError}</Trans>
        </p>
      ) : null}
      <ul aria-labelledby={id} className="flex gap-3 overflow-x-auto px-4 py-2">
        {children}
      </ul>
    </section>
  );
}

/** A card's Dismiss: an icon button named for what it dismisses, 44 px square. */
export function DismissButton({
  name,
  onClick,
  className = '',
}: {
  name: string;
  onClick: () => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      aria-label={t`Dismiss ${name}`}
      onClick={onClick}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 ${FOCUS_RING} ${className}`}
    >
      <Icon name="close" className="size-5" />
    </button>
  );
}

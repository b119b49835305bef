import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClass } from './button-classes';

/**
 * A side panel (a page's decoration: suggestions) that could not be loaded, said quietly: one muted line
 * and a Retry named for the panel (a 44 px target), no alert. The page places it after its own content,
 * which the reader came for and which leads.
 */
export function PanelFailure({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  // English names the panel mid-sentence in lower case ("Retry people you may know"); other languages keep
  // the heading as written (a German noun keeps its capital).
  const panel = i18n.locale === 'en' ? heading.toLowerCase() : heading;
  return (
    <p className="flex flex-wrap items-center gap-x-2 px-4 py-2 text-sm text-slate-600 dark:text-slate-300">
      <span>
        <Trans>{heading} could not be loaded.</Trans>
      </span>
      <button
        type="button"
        aria-label={t`Retry ${panel}`}
        onClick={onRetry}
        className={buttonClass('quiet', 'min-h-11 min-w-11 px-2')}
      >
        <Trans>Retry</Trans>
      </button>
    </p>
  );
}

import { buttonClass } from './button-classes';

/**
 * A side panel (a page's decoration: suggestions) that could not be loaded, said quietly: one muted line
 * and a Retry named for the panel (a 44 px target), no alert. The page places it after its own content,
 * which the reader came for and which leads.
 */
export function PanelFailure({ heading, onRetry }: { heading: string; onRetry: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 px-4 py-2 text-sm text-slate-600 dark:text-slate-300">
      <span>{heading} could not be loaded.</span>
      <button
        type="button"
        aria-label={`Retry ${heading.toLowerCase()}`}
        onClick={onRetry}
        className={buttonClass('quiet', 'min-h-11 min-w-11 px-2')}
      >
        Retry
      </button>
    </p>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FOCUS_RING } from './button-classes';

const PAGE_LINK = `inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-blue-800 hover:bg-slate-100 dark:text-blue-300 dark:hover:bg-slate-800 ${FOCUS_RING}`;

/**
 * Where the reader is ("Page N") and the pages on either side, as links (the page lives in the address, so Back
 * and a shared link keep it). The service says no total: Next is offered only after a full page.
 */
export function PageLinks({
  page,
  full,
  searchFor,
  of,
}: {
  page: number;
  full: boolean;
  /** How many pages there are, when the service says (search's totals). */
  of?: number | undefined;
  /** The address's search part for another page (every other choice kept). */
  searchFor: (page: number) => string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pages`} className="flex items-center justify-between gap-2 px-4 py-3">
      {page > 1 ? (
        <Link to={{ search: searchFor(page - 1) }} className={PAGE_LINK}>
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-slate-600 dark:text-slate-300">
        {of !== undefined ? (
          <Trans>
            Page {page} of {of}
          </Trans>
        ) : (
          <Trans>Page {page}</Trans>
        )}
      </span>
      {full ? (
        <Link to={{ search: searchFor(page + 1) }} className={PAGE_LINK}>
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

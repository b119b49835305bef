import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { describeError } from '../../api/http/describe-error';
import { notificationQueries } from '../../api/notifications/notifications-api';
import { Button } from '../../components/button';
import { usePageTitle } from '../../components/page-title';
import { ROW_LIST } from '../../components/row-list';
import { EmptyState, ErrorState, InlineError, LoadingState } from '../../components/states';
import { notificationRows } from '../../lib/notification-rows';
import { indexReferences } from '../../lib/references';
import { NotificationLine } from './notification-line';

const HEADING = 'notifications-heading';

/**
 * `/notifications`: what others did to the reader's messages and profile, newest first, likes of one message
 * grouped, unseen ones marked; "Load older" pages back. Reading the newest page clears the shell's badge,
 * and while the page is open the newest page is read again once a minute (api/notifications-api).
 */
export function NotificationsView() {
  const { t } = useLingui();
  usePageTitle(t`Notifications`);
  const list = useInfiniteQuery(notificationQueries.list());
  // A visit with the newest page read more than a poll interval ago: that page again at once (it also clears
  // the badge). Not when the list's first page has just been read (the route loader's request).
  useQuery(notificationQueries.newest());
  const pages = list.data?.pages;
  const rows = useMemo(() => {
    if (!pages) return [];
    const refs = indexReferences(...pages.map((p) => p.references));
    return {
      refs,
      lines: notificationRows(
        pages.flatMap((p) => p.items),
        refs,
      ),
    };
  }, [pages]);

  return (
    <section aria-labelledby={HEADING}>
      <h1 id={HEADING} className="px-4 pt-3 pb-2 text-xl font-semibold">
        <Trans>Notifications</Trans>
      </h1>
      {list.isPending ? (
        <LoadingState label={t`Loading notifications…`} />
      ) : list.isError && !list.isFetchNextPageError ? (
        // A first load that failed; an older page that failed keeps the list (below).
        <ErrorState
          title={t`Notifications could not be loaded.`}
          message={describeError(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : !('lines' in rows) || rows.lines.length === 0 ? (
        <EmptyState title={t`No notifications yet`}>
          <Trans>
            When someone replies to you, mentions you, likes your message or follows you, it shows here.
          </Trans>
        </EmptyState>
      ) : (
        <>
          <ul aria-label={t`Notifications`} className={ROW_LIST}>
            {rows.lines.map((row) => (
              <NotificationLine key={row.key} row={row} refs={rows.refs} />
            ))}
          </ul>
          <div className="flex justify-center px-4 py-3">
            {list.isFetchNextPageError ? (
              <InlineError onRetry={() => void list.fetchNextPage()}>
                <Trans>Older notifications could not be loaded.</Trans>
              </InlineError>
            ) : list.hasNextPage ? (
              <Button
                className="max-sm:min-h-11"
                disabled={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? t`Loading older…` : t`Load older`}
              </Button>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-300">
                <Trans>That is all of them.</Trans>
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}

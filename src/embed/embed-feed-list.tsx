import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect } from 'react';
import type { Message } from '../../contract/messages';
import { buttonClass } from '../components/button-classes';
import { AppLink } from '../components/message/app-link';
import { MessageArticle } from '../components/message/message-article';
import { MessageActionsProvider } from '../components/message/message-actions-slot';
import { PageGroupProvider } from '../components/message/page-group';
import { ErrorState, LoadingState } from '../components/states';
import { hrefs } from '../config/paths';
import { NewMessagesBar } from '../features/feed/new-messages-bar';
import { useFeed } from '../features/feed/use-feed';
import type { FeedSource } from '../lib/feed-source';
import { markEmbedFeedPaint } from '../lib/first-feed-paint';
import { CHROME_LINK } from './embed-classes';

/**
 * Under each card: its replies and Reply, both opening the conversation in the full app (a new tab); liking
 * and the rest are the app's, one click away.
 */
function EmbedActions(message: Message, { replies }: { replies: number }) {
  const likes = message.liked_by.count;
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs text-slate-600 dark:text-slate-300">
      <AppLink to={hrefs.thread(message.thread_id)} className={CHROME_LINK}>
        {replies > 0 ? (
          <Plural value={replies} one="Reply · # reply" other="Reply · # replies" />
        ) : (
          <Trans>Reply</Trans>
        )}
        <span className="sr-only">
          {' '}
          <Trans>in Commons (new tab)</Trans>
        </span>
      </AppLink>
      {likes > 0 ? (
        <span>
          <Plural value={likes} one="# like" other="# likes" />
        </span>
      ) : null}
    </div>
  );
}

/**
 * The frame's feed: newest first, the shell's message cards without the shell, the "N new" bar of the
 * once-a-minute poll (which TanStack Query holds while the page is hidden), Load older, and the loading,
 * empty and error states.
 */
export function EmbedFeedList({
  source,
  groupId,
  emptyText,
}: {
  source: FeedSource;
  groupId?: number | undefined;
  /** What an empty feed says. */
  emptyText: string;
}) {
  const { t } = useLingui();
  const { feed, entries, refs, pendingCount, showPending } = useFeed(source, 'flat');
  const show = useCallback(() => {
    showPending();
  }, [showPending]);
  const drawn = entries.length > 0;
  useEffect(() => {
    if (drawn) markEmbedFeedPaint();
  }, [drawn]);
  if (feed.isPending) return <LoadingState label={t`Loading the conversation…`} />;
  // A failed Load older keeps the pages shown (the error is under them); only a first page's failure is here.
  if (feed.isError && feed.data === undefined)
    return <ErrorState title={t`The conversation could not be loaded`} onRetry={() => void feed.refetch()} />;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = feed;
  return (
    <PageGroupProvider groupId={groupId}>
      <MessageActionsProvider render={EmbedActions}>
        <NewMessagesBar count={pendingCount} onShow={show} />
        {entries.length === 0 ? (
          <p role="status" className="px-3 py-6 text-center text-slate-700 dark:text-slate-300">
            {emptyText}
          </p>
        ) : (
          <div role="feed" aria-busy={isFetchingNextPage} aria-label={t`Messages`} className="min-w-0">
            {entries.map((entry, i) => (
              <MessageArticle
                key={entry.message.id}
                message={entry.message}
                refs={refs}
                posinset={i + 1}
                setsize={hasNextPage ? -1 : entries.length}
              />
            ))}
          </div>
        )}
        <div className="flex flex-col items-center gap-2 p-3">
          {isFetchNextPageError ? (
            <ErrorState
              title={t`Older messages could not be loaded`}
              onRetry={() => void fetchNextPage({ cancelRefetch: false })}
            />
          ) : hasNextPage ? (
            <button
              type="button"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage({ cancelRefetch: false })}
              className={buttonClass('secondary', 'min-h-11')}
            >
              {isFetchingNextPage ? t`Loading older…` : t`Load older`}
            </button>
          ) : entries.length > 0 ? (
            <p className="text-xs text-slate-600 dark:text-slate-300">
              <Trans>No older messages</Trans>
            </p>
          ) : null}
        </div>
      </MessageActionsProvider>
    </PageGroupProvider>
  );
}

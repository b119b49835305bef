import { useEffect, useLayoutEffect, useRef } from 'react';
import { describeError } from '../../api/api-error';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { useInView } from '../../components/use-in-view';
import type { FeedLayout, FeedSource } from '../../lib/feed-source';
import { markFirstFeedPaint } from './first-feed-paint';
import { articleId, MessageArticle } from '../../components/message/message-article';
import { NewMessagesBar } from './new-messages-bar';
import { useFeed } from './use-feed';
import { useFeedKeys } from './use-feed-keys';

export interface FeedViewProps {
  source: FeedSource;
  /** The feed's name, as its heading and the feed's accessible name. */
  title: string;
  layout?: FeedLayout;
}

/**
 * A feed: newest first, older pages loaded by scrolling (or the Load older button), new messages held
 * behind the "N new messages" bar so the list never moves under the reader.
 */
export function FeedView({ source, title, layout = 'flat' }: FeedViewProps) {
  const { feed, messages, refs, pendingCount, showPending } = useFeed(source, layout);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = feed;
  const focusAfterInsert = useRef<number | null>(null);
  const feedRef = useFeedKeys<HTMLDivElement>();
  const canLoadOlder = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const sentinel = useInView<HTMLDivElement>(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, canLoadOlder);

  useLayoutEffect(() => {
    if (messages.length > 0) markFirstFeedPaint();
  }, [messages.length]);

  // After "Show N new messages", focus moves to the first new message once it is in the list.
  useEffect(() => {
    const id = focusAfterInsert.current;
    const el = id === null ? null : document.getElementById(articleId(id));
    if (!el) return;
    focusAfterInsert.current = null;
    el.focus();
  }, [messages]);

  const headingId = 'feed-heading';
  const header = (
    <h1 id={headingId} className="px-4 pt-4 pb-2 text-xl font-semibold">
      {title}
    </h1>
  );

  if (feed.isPending) {
    return (
      <section aria-labelledby={headingId}>
        {header}
        <LoadingState label="Loading messages…" />
      </section>
    );
  }
  if (feed.isError && messages.length === 0) {
    return (
      <section aria-labelledby={headingId}>
        {header}
        <ErrorState
          title="The messages could not be loaded."
          message={describeError(feed.error)}
          onRetry={() => void feed.refetch()}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      {header}
      <NewMessagesBar
        count={pendingCount}
        onShow={() => {
          focusAfterInsert.current = showPending() ?? null;
        }}
      />
      {messages.length === 0 ? (
        <EmptyState title="No conversations yet.">New messages will show up here.</EmptyState>
      ) : (
        <div ref={feedRef} role="feed" aria-labelledby={headingId} aria-busy={isFetchingNextPage}>
          {messages.map((message, i) => (
            <MessageArticle
              key={message.id}
              message={message}
              refs={refs}
              posinset={i + 1}
              setsize={hasNextPage ? -1 : messages.length}
            />
          ))}
        </div>
      )}
      <div ref={sentinel} aria-hidden="true" />
      <div className="flex flex-col items-center gap-2 p-4">
        {isFetchingNextPage ? <LoadingState label="Loading older messages…" /> : null}
        {isFetchNextPageError ? (
          <ErrorState
            title="Older messages could not be loaded."
            message={describeError(feed.error)}
            onRetry={() => void fetchNextPage()}
          />
        ) : null}
        {hasNextPage && !isFetchingNextPage && !isFetchNextPageError ? (
          <Button onClick={() => void fetchNextPage()}>Load older messages</Button>
        ) : null}
        {!hasNextPage && messages.length > 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">You have reached the beginning.</p>
        ) : null}
      </div>
    </section>
  );
}

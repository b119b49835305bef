import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { userQueries } from '../../api/users/users-api';
import { feedLoadingLabel } from '../../components/loading-template';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { usePageTitle } from '../../components/page-title';
import { useOnline } from '../../components/use-online';
import { useInView } from '../../components/use-in-view';
import { usePreference } from '../../components/use-preference';
import { feedKey, type FeedSource } from '../../lib/feed-source';
import { FEED_VIEW } from '../../lib/preferences';
import { FeedList, type FeedListHandle } from './feed-list';
import { handOverEarlyPaint } from '../../lib/early-paint';
import { markAppFeedPaint } from '../../lib/first-feed-paint';
import { reactKit } from '../../components/react-kit';
import { feedFooter } from './feed-footer-template';
import { FEED_HEADING_ID, feedHeading } from './feed-heading-template';
import { FreshnessLine } from './freshness-line';
import { LayoutToggle } from './layout-toggle';
import { NewMessagesBar } from './new-messages-bar';
import { ResumeOffer } from './resume-offer';
import { useFeed } from './use-feed';
import { buildEntries } from '../../lib/feed-entries';
import { useFeedPlace } from './use-feed-place';
import { useResume } from './use-resume';

export interface FeedViewProps {
  source: FeedSource;
  /** The feed's name, as its heading and the feed's accessible name. */
  title: string;
  /** A line under the title (a group's description, a person's job). */
  subtitle?: ReactNode;
  /** What to say when the feed has no message at all (else "No conversations yet."). */
  emptyText?: string;
  /** Shown under the heading whatever the feed's state (the page's composer). */
  composer?: ReactNode;
  /**
   * A section of a page that has its own heading and title (a profile's Messages tab): the feed's heading
   * is then an h2 and leaves the document's title to the page.
   */
  embedded?: boolean;
}

/** How many older pages a jump may load to find where the reader left off. */
const RESUME_MAX_PAGES = 10;

const isNetworkError = (e: unknown) => e instanceof ApiError && e.kind === 'network';

/**
 * A feed: newest first, older pages loaded by scrolling (or the Load older button), new messages held
 * behind the "N new messages" bar so the list never moves under the reader; threaded or flat as the reader
 * chose; an offer to jump back to where the reader left off.
 */
export function FeedView({ source, title, subtitle, emptyText, composer, embedded = false }: FeedViewProps) {
  const { t } = useLingui();
  const offlineText = t`You are offline. This feed will load when you reconnect.`;
  const [choice, setChoice] = usePreference(FEED_VIEW);
  const threaded = choice === 'threaded';
  const layout = threaded ? 'extended' : 'flat';
  const { feed, entries, refs, pendingCount, showPending, updatedAt, pollError } = useFeed(source, layout);
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = feed;
  const me = useQuery(userQueries.current()).data;
  const online = useOnline();
  usePageTitle(embedded ? undefined : title);
  const resume = useResume(feedKey(source), me?.network_id);
  const [resumeUsed, setResumeUsed] = useState(false);
  const list = useRef<FeedListHandle>(null);
  const location = useLocation();
  const canLoadOlder = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  const loadOlder = useCallback(() => {
    if (canLoadOlder) void fetchNextPage({ cancelRefetch: false });
  }, [canLoadOlder, fetchNextPage]);
  const sentinel = useInView<HTMLDivElement>(loadOlder, canLoadOlder);
  const place = useFeedPlace({
    feed: `${feedKey(source)}:${layout}`,
    entries,
    pages: feed.data?.pages.length ?? 0,
    list,
    hasNextPage,
    busy: feed.isFetching,
    failed: feed.isError,
    loadOlder,
  });

  useLayoutEffect(() => {
    if (entries.length > 0) markAppFeedPaint();
  }, [entries.length]);
  // The bar's messages take the focus once they are in the list. The cache tells the list a task after
  // showPending (TanStack Query batches its notices in a setTimeout), so a frame asked for at the click
  // could come first and focus the entry that was first before them.
  const focusFirstShown = useRef(false);
  useEffect(() => {
    if (!focusFirstShown.current) return;
    focusFirstShown.current = false;
    list.current?.focusIndex(0);
  }, [entries]);
  // Whatever the outcome (items, empty, failed), the app's own page now replaces the early paint, in the
  // same frame as it first shows.
  useLayoutEffect(() => {
    if (!feed.isPending) handOverEarlyPaint();
  }, [feed.isPending]);

  const since = resume.since;
  const hasNewSince = since !== null && (entries[0]?.newest ?? 0) > since;
  const dividerIndex = hasNewSince ? entries.findIndex((e) => e.newest <= since) : -1;
  const { markSeen } = resume;
  const { remember: rememberPlace } = place;
  const onVisible = useCallback(
    (first: number, last: number) => {
      rememberPlace();
      let newest = 0;
      for (let i = first; i <= last; i++) newest = Math.max(newest, entries[i]?.newest ?? 0);
      if (newest > 0) markSeen(newest);
    },
    [entries, markSeen, rememberPlace],
  );

  const headingId = FEED_HEADING_ID;
  const header = feedHeading(reactKit, {
    level: embedded ? 'h2' : 'h1',
    title,
    subtitle,
    freshness: (
      <FreshnessLine
        updatedAt={updatedAt}
        failed={isNetworkError(feed.error) || isNetworkError(pollError)}
        pollFailed={pollError !== null}
      />
    ),
    toggle: <LayoutToggle value={choice} onChange={setChoice} />,
  });

  if (feed.isPending) {
    // Offline before the first page came: the query waits for the network (TanStack Query pauses it and
    // resumes on reconnect), so say that rather than spin.
    const waitsForNetwork = feed.fetchStatus === 'paused' || !online;
    return (
      <section aria-labelledby={headingId}>
        {header}
        {composer}
        {waitsForNetwork ? (
          <EmptyState title={offlineText}>
            <Trans>Nothing of this feed was saved on this device yet.</Trans>
          </EmptyState>
        ) : (
          <LoadingState label={feedLoadingLabel()} />
        )}
      </section>
    );
  }
  if (feed.isError && entries.length === 0) {
    const offline = !online && isNetworkError(feed.error);
    return (
      <section aria-labelledby={headingId}>
        {header}
        {composer}
        <ErrorState
          title={offline ? offlineText : t`The messages could not be loaded.`}
          message={offline ? undefined : describeError(feed.error)}
          onRetry={() => void feed.refetch()}
        />
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      {header}
      {composer}
      <NewMessagesBar
        count={pendingCount}
        onShow={() => {
          if (showPending() > 0) focusFirstShown.current = true;
        }}
      />
      {hasNewSince && !resumeUsed ? (
        <ResumeOffer
          onJump={async () => {
            let index = dividerIndex;
            let more = hasNextPage;
            for (let page = 0; index < 0 && more && page < RESUME_MAX_PAGES; page++) {
              const result = await fetchNextPage({ cancelRefetch: false });
              if (result.isError) return false;
              const loaded = buildEntries(result.data?.pages ?? [], layout);
              index = loaded.findIndex((e) => e.newest <= since);
              more = result.hasNextPage;
            }
            if (index < 0) return false;
            setResumeUsed(true);
            // After the render that holds the loaded pages, so the list knows the entry.
            setTimeout(() => list.current?.focusIndex(index), 0);
            return true;
          }}
        />
      ) : null}
      {entries.length === 0 ? (
        <EmptyState title={emptyText ?? t`No conversations yet.`}>
          <Trans>New messages will show up here.</Trans>
        </EmptyState>
      ) : (
        <FeedList
          handleRef={list}
          entries={entries}
          refs={refs}
          threaded={threaded}
          headingId={headingId}
          busy={feed.isFetching}
          setsize={hasNextPage ? -1 : entries.length}
          dividerIndex={dividerIndex}
          memoryKey={`${location.key}:${feedKey(source)}:${choice}`}
          onVisible={onVisible}
          onNearEnd={loadOlder}
          startOffset={place.startOffset}
          concealed={place.concealed}
        />
      )}
      <div ref={sentinel} aria-hidden="true" />
      {feedFooter(reactKit, {
        progress: [
          isFetchingNextPage ? <LoadingState label={t`Loading older messages…`} /> : null,
          isFetchNextPageError ? (
            <ErrorState
              title={t`Older messages could not be loaded.`}
              message={describeError(feed.error)}
              onRetry={() => void fetchNextPage()}
            />
          ) : null,
        ],
        loadOlder: canLoadOlder,
        onLoadOlder: () => void fetchNextPage(),
        end: !hasNextPage && entries.length > 0,
      })}
    </section>
  );
}

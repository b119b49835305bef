import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Id } from '../../../contract/common';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { MessageArticle } from '../../components/message/message-article';
import { BODY_LINK } from '../../components/message/message-classes';
import { TopicChips } from '../../components/message/topic-chips';
import { EmptyState, ErrorState } from '../../components/states';
import { usePageTitle } from '../../components/page-title';
import { hrefs } from '../../config/paths';
import { LoadingRest } from './loading-rest';
import { ThreadFollow } from './thread-follow';
import { useThread } from './use-thread';

const HEADING = 'thread-heading';
const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'not-found' || error.kind === 'forbidden');

/** "Back to feed": the way back when the reader came from inside the app (keeping the feed's place). */
function BackLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const cameFromApp = location.key !== 'default';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!cameFromApp || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link
      to={hrefs.home()}
      onClick={onClick}
      className="inline-flex min-h-11 items-center gap-1 rounded px-4 text-sm font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
    >
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{' '}
      <Trans>Back to feed</Trans>
    </Link>
  );
}

/**
 * The conversation view: the starter and every reply, oldest first, each saying whom it answers; the
 * thread's topics; new replies added at the end by the once-a-minute poll and announced politely.
 */
export function ThreadView({ threadId, composer }: { threadId: Id; composer?: ReactNode }) {
  const { t } = useLingui();
  const { messagesQuery, threadQuery, thread, messages, byId, refs, complete, announcement, pollFailed } =
    useThread(threadId);
  const location = useLocation();
  const focusedHash = useRef<string | null>(null);

  // A link to one message of the conversation (#message-ID) focuses it once it is on the page.
  useEffect(() => {
    if (!complete || !location.hash || focusedHash.current === location.hash) return;
    const el = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!el) return;
    focusedHash.current = location.hash;
    el.focus();
  }, [complete, location.hash, messages]);

  const starter = messages[0];
  const starterName = starter
    ? refs.user(starter.sender_id)?.full_name || refs.user(starter.sender_id)?.name
    : undefined;
  const group = refs.group(starter?.group_id ?? thread?.group_id);
  usePageTitle(starterName ? t`Conversation started by ${starterName}` : t`Conversation`);

  const header = (
    <>
      <div className="pt-2">
        <BackLink />
      </div>
      <h1 id={HEADING} className="px-4 pt-2 text-xl font-semibold">
        {starterName ? (
          <Trans>
            Conversation started by <bdi>{starterName}</bdi>
          </Trans>
        ) : (
          <Trans>Conversation</Trans>
        )}
      </h1>
    </>
  );
  const retry = () => {
    void messagesQuery.refetch();
    if (threadQuery.isError) void threadQuery.refetch();
  };

  if (isNotFound(messagesQuery.error) || (isNotFound(threadQuery.error) && messages.length === 0)) {
    return (
      <section aria-labelledby={HEADING}>
        {header}
        <div role="alert" className="m-4 rounded-md border border-slate-300 p-4 dark:border-slate-700">
          <p className="font-semibold">
            <Trans>This conversation doesn&apos;t exist or you can&apos;t see it.</Trans>
          </p>
          <p className="mt-2 text-sm">
            <Link to={hrefs.home()} className="text-blue-800 underline dark:text-blue-300">
              <Trans>Go to All conversations</Trans>
            </Link>
          </p>
        </div>
      </section>
    );
  }
  if (messagesQuery.isError && messages.length === 0) {
    return (
      <section aria-labelledby={HEADING}>
        {header}
        <ErrorState
          title={t`The conversation could not be loaded.`}
          message={describeError(messagesQuery.error)}
          onRetry={retry}
        />
      </section>
    );
  }
  if (messagesQuery.isFetchNextPageError) {
    return (
      <section aria-labelledby={HEADING}>
        {header}
        <ErrorState
          title={t`Earlier messages of this conversation could not be loaded.`}
          message={describeError(messagesQuery.error)}
          onRetry={() => void messagesQuery.fetchNextPage()}
        />
      </section>
    );
  }
  const total = thread?.stats.updates;
  const count = complete ? messages.length : (total ?? messages.length);
  const groupName = group ? group.full_name || group.name : '';
  if (!complete && messages.length === 0) {
    return (
      <section aria-labelledby={HEADING}>
        {header}
        <LoadingRest loaded={0} total={total} />
      </section>
    );
  }

  return (
    <section aria-labelledby={HEADING}>
      {header}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {group ? (
            <Trans>
              <Plural value={count} one="# message" other="# messages" /> in{' '}
              <Link to={hrefs.group(group.id)} className={BODY_LINK}>
                <bdi>{groupName}</bdi>
              </Link>
            </Trans>
          ) : (
            <Plural value={count} one="# message" other="# messages" />
          )}
          {thread?.direct_message ? (
            <>
              {' '}
              <Trans comment="after the count of a conversation's messages">· private conversation</Trans>
            </>
          ) : null}
        </p>
        <ThreadFollow threadId={threadId} />
      </div>
      <div className="px-4">
        <TopicChips topics={thread?.topics} refs={refs} />
      </div>
      {messages.length === 0 ? (
        <EmptyState title={t`This conversation has no messages.`}>
          <Trans>Its messages may have been deleted.</Trans>
        </EmptyState>
      ) : (
        <div className="mt-2 border-t border-slate-200 dark:border-slate-800">
          {messages.map((message) => (
            <MessageArticle
              key={message.id}
              message={message}
              refs={refs}
              context="thread"
              repliedTo={byId.get(message.replied_to_id ?? -1)}
            />
          ))}
        </div>
      )}
      {complete ? null : <LoadingRest loaded={messages.length} total={total} />}
      {complete && pollFailed ? (
        <p className="px-4 py-2 text-sm text-slate-600 dark:text-slate-300">
          <Trans>New replies could not be checked; trying again in a minute.</Trans>
        </p>
      ) : null}
      {composer}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

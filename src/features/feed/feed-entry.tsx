import { memo } from 'react';
import { Link } from 'react-router';
import { MessageArticle } from '../../components/message/message-article';
import { hrefs, messageAnchor } from '../../config/paths';
import { countLabel } from '../../lib/plural';
import type { ReferenceIndex } from '../../lib/references';
import type { FeedEntry as Entry } from './use-feed';

export const threadDomId = (threadId: number) => `thread-${String(threadId)}`;

/** The focusable element of an entry: the message itself (flat) or the conversation around it (threaded). */
export const entryDomId = (entry: Entry, threaded: boolean) =>
  threaded ? threadDomId(entry.message.thread_id) : messageAnchor(entry.message.id);

export interface FeedEntryProps {
  entry: Entry;
  refs: ReferenceIndex;
  threaded: boolean;
  posinset: number;
  setsize: number;
}

/**
 * One entry of the feed. Flat: the message's article. Threaded: an article for the conversation holding the
 * starter, its newest replies indented under it, and a link to the whole conversation when more exist.
 */
export const FeedEntryView = memo(function FeedEntryView({
  entry,
  refs,
  threaded,
  posinset,
  setsize,
}: FeedEntryProps) {
  const { message, replies } = entry;
  if (!threaded) {
    return <MessageArticle message={message} refs={refs} posinset={posinset} setsize={setsize} />;
  }
  const thread = refs.thread(message.thread_id);
  const total = thread ? Math.max(0, thread.stats.updates - 1) : replies.length;
  const sender = refs.user(message.sender_id);
  const senderName = sender?.full_name || sender?.name || 'Unknown sender';
  const label = `Conversation started by ${senderName}, ${countLabel(total, 'reply', 'replies')}`;
  return (
    <article
      id={threadDomId(message.thread_id)}
      tabIndex={-1}
      aria-posinset={posinset}
      aria-setsize={setsize}
      aria-label={label}
      className="border-b border-slate-200 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 [&_article]:border-b-0"
    >
      <MessageArticle message={message} refs={refs} posinset={1} setsize={1 + replies.length} />
      {replies.length > 0 ? (
        <div className="ms-10 border-s-2 border-slate-200 ps-2 dark:border-slate-700">
          {replies.map((reply, i) => (
            <MessageArticle
              key={reply.id}
              message={reply}
              refs={refs}
              posinset={i + 2}
              setsize={1 + replies.length}
            />
          ))}
        </div>
      ) : null}
      {total > replies.length ? (
        <p className="ms-14 px-4 pb-2 text-sm">
          <Link
            to={hrefs.thread(message.thread_id)}
            className="rounded font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300"
          >
            View all {countLabel(total, 'reply', 'replies')}
          </Link>
        </p>
      ) : null}
    </article>
  );
});

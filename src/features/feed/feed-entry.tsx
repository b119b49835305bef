import { memo } from 'react';
import { MessageArticle } from '../../components/message/message-article';
import { messageAnchor } from '../../config/paths';
import { threadEntry } from '../../components/message/message-card-template';
import { reactKit } from '../../components/react-kit';
import { viewThreadEntry } from '../../components/message/message-view';
import type { ReferenceIndex } from '../../lib/references';
import type { FeedEntry as Entry } from '../../lib/feed-entries';

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
    return (
      <MessageArticle
        message={message}
        refs={refs}
        posinset={posinset}
        setsize={setsize}
        repliedTo={entry.repliedTo}
      />
    );
  }
  const { total, label } = viewThreadEntry(entry, refs);
  return threadEntry(reactKit, {
    threadId: message.thread_id,
    posinset,
    setsize,
    label,
    total,
    starter: <MessageArticle message={message} refs={refs} posinset={1} setsize={1 + replies.length} />,
    replies: replies.map((reply, i) => (
      <MessageArticle
        key={reply.id}
        message={reply}
        refs={refs}
        posinset={i + 2}
        setsize={1 + replies.length}
        shownAboveId={message.id}
      />
    )),
  });
});

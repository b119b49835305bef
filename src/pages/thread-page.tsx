import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { Message } from '../../contract/messages';
import { userQueries } from '../api/users/users-api';
import { MessageActionsProvider } from '../components/message/message-actions-slot';
import { ThreadView } from '../features/thread/thread-view';
import { LazyActionAnnouncer, LazyComposer, LazyMessageActions, type ReplyState } from './message-slots';
import { NotFoundPage } from './not-found-page';

interface ReplyTarget {
  id: number;
  senderId?: number;
  /** Counts the requests to focus the composer. */
  focus: number;
}

/** `/threads/:threadId`: one conversation and its reply composer (loaded lazily; not part of the first feed paint). */
export function ThreadPage() {
  const { threadId } = useParams();
  const id = Number(threadId);
  if (!threadId || !/^\d+$/.test(threadId) || !Number.isSafeInteger(id)) return <NotFoundPage />;
  return <Conversation key={id} threadId={id} />;
}

function Conversation({ threadId }: { threadId: number }) {
  const state = useLocation().state as ReplyState | null;
  // A thread's id is its starter's: replying to the conversation answers the starter.
  const [reply, setReply] = useState<ReplyTarget>(() =>
    state?.reply !== undefined
      ? {
          id: state.reply,
          ...(state.replySender !== undefined ? { senderId: state.replySender } : {}),
          focus: 1,
        }
      : { id: threadId, focus: 0 },
  );
  const sender = useQuery({
    ...userQueries.detail(reply.senderId ?? 0),
    enabled: reply.senderId !== undefined,
  });
  const onReply = useCallback((message: Message) => {
    setReply((r) => ({ id: message.id, senderId: message.sender_id, focus: r.focus + 1 }));
  }, []);
  const render = useCallback(
    (message: Message) => <LazyMessageActions message={message} onReply={onReply} />,
    [onReply],
  );
  const name = sender.data?.full_name;
  return (
    <MessageActionsProvider render={render}>
      <ThreadView
        threadId={threadId}
        composer={
          <LazyComposer
            place={{ kind: 'thread', threadId, replyTo: { id: reply.id, ...(name ? { name } : {}) } }}
            focusRequest={reply.focus}
          />
        }
      />
      <LazyActionAnnouncer />
    </MessageActionsProvider>
  );
}

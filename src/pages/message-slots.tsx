import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Message } from '../../contract/messages';
import { MessageActionsProvider } from '../components/message/message-actions-slot';
import { hrefs } from '../config/paths';
import type { ComposerProps } from '../features/composer/composer';

/**
 * The writing features, as pages embed them: loaded after the first feed paint (none of it is needed to
 * read), with placeholders of their size so nothing jumps when they arrive.
 */
const Composer = lazy(() => import('../features/composer/composer').then((m) => ({ default: m.Composer })));
const MessageActions = lazy(() =>
  import('../features/message-actions/message-actions').then((m) => ({ default: m.MessageActions })),
);

export function LazyComposer(props: ComposerProps) {
  return (
    <Suspense
      fallback={<div aria-hidden="true" className="h-48 border-b border-slate-200 dark:border-slate-800" />}
    >
      <Composer {...props} />
    </Suspense>
  );
}

/** What the conversation page reads from the router state when a Reply elsewhere opened it. */
export interface ReplyState {
  reply?: number;
  replySender?: number;
}

export function LazyMessageActions({
  message,
  onReply,
}: {
  message: Message;
  onReply: (m: Message) => void;
}) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="mt-2 h-8" />}>
      <MessageActions message={message} onReply={onReply} />
    </Suspense>
  );
}

/** A feed's message actions: Reply opens the conversation with its composer focused. */
export function FeedMessageActions({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const onReply = useCallback(
    (message: Message) => {
      const state: ReplyState = { reply: message.id, replySender: message.sender_id };
      void navigate(hrefs.thread(message.thread_id), { state });
    },
    [navigate],
  );
  const render = useCallback(
    (message: Message) => <LazyMessageActions message={message} onReply={onReply} />,
    [onReply],
  );
  return <MessageActionsProvider render={render}>{children}</MessageActionsProvider>;
}

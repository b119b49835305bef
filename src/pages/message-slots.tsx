import { Trans } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { Message } from '../../contract/messages';
import { MessageActionsProvider } from '../components/message/message-actions-slot';
import { MessageActionBar } from '../components/message/message-action-bar';
import type { ActionFacts } from '../components/message/message-actions-slot';
import { COMPOSER_PLACEHOLDER, composerRoom } from '../components/message/message-classes';
import { buttonClass, ROW_ACTION } from '../components/button-classes';
import { Icon } from '../components/icon';
import { useAfterAppFeedPaint } from '../components/use-after-app-feed-paint';
import { hrefs } from '../config/paths';
import { withLaterMessages } from '../i18n/later-messages';
import { COMPOSER_ICON } from '../features/composer/composer-icons';
import type { ComposerProps } from '../features/composer/composer';

/**
 * The writing features, as pages embed them: loaded after the first feed paint (none of it is needed to
 * read), with placeholders of their size so nothing jumps when they arrive.
 */
const loadComposer = withLaterMessages(() => import('../features/composer/composer'));
const loadMessageActions = withLaterMessages(() => import('../features/message-actions/message-actions'));
const Composer = lazy(() => loadComposer().then((m) => ({ default: m.Composer })));
const MessageActions = lazy(() => loadMessageActions().then((m) => ({ default: m.MessageActions })));

export function LazyComposer(props: ComposerProps) {
  const ready = useAfterAppFeedPaint();
  const composerPlaceholder =
    props.presentation === 'button' ? (
      // The Message button's look and size, inert until the composer arrives, so the actions do not move.
      <span aria-hidden="true" className={buttonClass('secondary', ROW_ACTION)}>
        <Icon name="pencil" className={COMPOSER_ICON} />
        <Trans>Message</Trans>
      </span>
    ) : (
      <div aria-hidden="true" className={`${COMPOSER_PLACEHOLDER} ${composerRoom(props.place.kind)}`} />
    );
  if (!ready) return composerPlaceholder;
  return (
    <Suspense fallback={composerPlaceholder}>
      <Composer {...props} />
    </Suspense>
  );
}

/** What the conversation page reads from the router state when a Reply elsewhere opened it. */
export interface ReplyState {
  reply?: number;
  replySender?: number;
}

const ActionAnnouncer = lazy(() => loadMessageActions().then((m) => ({ default: m.ActionAnnouncer })));

/** The one live region of every message's actions on the page. */
export function LazyActionAnnouncer() {
  return (
    <Suspense fallback={null}>
      <ActionAnnouncer />
    </Suspense>
  );
}

export function LazyMessageActions({
  message,
  facts = { replies: 0 },
  onReply,
}: {
  message: Message;
  facts?: ActionFacts;
  onReply: (m: Message) => void;
}) {
  // Until the actions' code arrives, the card's own row (the same buttons and counts) holds their place.
  return (
    <Suspense fallback={<MessageActionBar message={message} replies={facts.replies} />}>
      <MessageActions message={message} replies={facts.replies} onReply={onReply} />
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
  const ready = useAfterAppFeedPaint();
  const render = useCallback(
    (message: Message, facts: ActionFacts) =>
      ready ? (
        <LazyMessageActions message={message} facts={facts} onReply={onReply} />
      ) : (
        <MessageActionBar message={message} replies={facts.replies} />
      ),
    [onReply, ready],
  );
  return (
    <MessageActionsProvider render={render}>
      {children}
      {ready ? <LazyActionAnnouncer /> : null}
    </MessageActionsProvider>
  );
}

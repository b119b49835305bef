import { createContext, use, type ReactNode } from 'react';
import type { Message } from '../../../contract/messages';

/** What the card knows that the actions row shows: the conversation's reply count on a feed's thread starter. */
export interface ActionFacts {
  replies: number;
}

/**
 * What each message article shows under its body for actions (like, reply, more). Pages provide it, so the
 * article (shared by feeds and the conversation) needs no feature: none is imported from here. Without a
 * provider the article draws the row itself (components/message/message-action-bar.tsx), without handlers.
 */
export type RenderMessageActions = (message: Message, facts: ActionFacts) => ReactNode;

const MessageActionsContext = createContext<RenderMessageActions | null>(null);

export function MessageActionsProvider({
  render,
  children,
}: {
  render: RenderMessageActions;
  children: ReactNode;
}) {
  return <MessageActionsContext value={render}>{children}</MessageActionsContext>;
}

export function useMessageActions(): RenderMessageActions | null {
  return use(MessageActionsContext);
}

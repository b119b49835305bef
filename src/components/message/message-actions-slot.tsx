import { createContext, use, type ReactNode } from 'react';
import type { Message } from '../../../contract/messages';

/**
 * What each message article shows under its body for actions (like, reply, delete, ...). Pages provide it,
 * so the article (shared by feeds and the conversation) needs no feature: none is imported from here.
 */
export type RenderMessageActions = (message: Message) => ReactNode;

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

import { createContext, use, type ReactNode } from 'react';

/**
 * The group a page is about (a group's feed), so that its message cards do not repeat "in Group" on every
 * message. Pages outside a group provide nothing.
 */
const PageGroupContext = createContext<number | undefined>(undefined);

export function PageGroupProvider({
  groupId,
  children,
}: {
  groupId: number | undefined;
  children: ReactNode;
}) {
  return <PageGroupContext value={groupId}>{children}</PageGroupContext>;
}

export function usePageGroup(): number | undefined {
  return use(PageGroupContext);
}

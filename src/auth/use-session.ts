import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from './session';

/** The tab's session, for React: re-renders on sign-in, sign-out and expiry. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot);
}

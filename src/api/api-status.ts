import { useSyncExternalStore } from 'react';
import { httpClient, type ApiStatus } from './http-client';

const IDLE: ApiStatus = { queued: 0, retryAt: null, queuedUntil: null, offline: false };

/** The client's rate-limit and reachability status, for a quiet status line. */
export function useApiStatus(): ApiStatus {
  return useSyncExternalStore(
    (listener) => httpClient().subscribe(listener),
    () => httpClient().getSnapshot(),
    () => IDLE,
  );
}

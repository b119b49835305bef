import { useSyncExternalStore } from 'react';
import { httpClient, IDLE_STATUS, type ApiStatus } from './http-client';

/** The client's rate-limit and reachability status, for a quiet status line. */
export function useApiStatus(): ApiStatus {
  return useSyncExternalStore(
    (listener) => httpClient().subscribe(listener),
    () => httpClient().getSnapshot(),
    () => IDLE_STATUS,
  );
}

import { useCallback, useSyncExternalStore } from 'react';
import { readPreference, subscribePreferences, writePreference, type Preference } from '../lib/preferences';

/** A remembered reader preference and its setter; every user of the same preference re-renders on change. */
export function usePreference<T extends string | number | boolean>(
  pref: Preference<T>,
): [T, (value: T) => void] {
  const value = useSyncExternalStore(
    subscribePreferences,
    () => readPreference(pref),
    () => pref.fallback,
  );
  const set = useCallback(
    (next: T) => {
      writePreference(pref, next);
    },
    [pref],
  );
  return [value, set];
}

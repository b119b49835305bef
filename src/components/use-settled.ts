import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `ms` (the reader paused typing): what a request should ask for,
 * so that a word typed letter by letter makes one request rather than one per letter.
 */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

/**
 * A `Retry-After` header in milliseconds from `now`: delta-seconds or an HTTP date (RFC 9110 10.2.3). null
 * when absent or unreadable, so the caller falls back to its own backoff.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day and month; Date.parse would take '-5' for a year.
  if (!/^[a-z]{3}, /i.test(text)) return null;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

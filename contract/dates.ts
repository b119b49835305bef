import type { WireDate } from './common';

const WIRE_DATE = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/;

/** Formats a Date the way the real service does: `2013/03/13 21:08:48 +0000` (always UTC). */
export function formatWireDate(date: Date): WireDate {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/**
 * Parses `YYYY/MM/DD HH:MM:SS ±HHMM` explicitly (engines differ on this non-standard shape), and falls back
 * to Date.parse for RFC 3339, which the spec names. Returns epoch milliseconds, or null for anything else.
 */
export function parseWireDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = WIRE_DATE.exec(value.trim());
  if (m) {
    const [, y, mo, d, h, mi, s, sign, oh, om] = m;
    const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
    const offsetMinutes = (Number(oh) * 60 + Number(om)) * (sign === '-' ? -1 : 1);
    return utc - offsetMinutes * 60_000;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

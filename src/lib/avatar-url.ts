import { webUrl } from './attachments';

/**
 * Avatar URL at a size: the service's templates put `{width}x{height}` in the path (old) or in the query
 * (current), so both placeholders are replaced wherever they are. Empty templates fall back to the plain URL.
 */
export function mugshotUrl(template: string | undefined, fallback: string | undefined, size: number) {
  const t = template?.trim();
  // Only http(s): a hostile service's javascript: or data: address never becomes a src.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the service's placeholders in an address
  if (t) return webUrl(t.replaceAll('{width}', String(size)).replaceAll('{height}', String(size)));
  return webUrl(fallback);
}

/** The photo to show at a size, or undefined for none (the service's `no_photo` placeholder counts as none). */
export function avatarSrc(template: string | undefined, fallback: string | undefined, size: number) {
  const src = mugshotUrl(template, fallback, size);
  return src && !/no_photo/.test(src) ? src : undefined;
}

/** "Ada Lovelace" -> "AL"; one name -> its first letter. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

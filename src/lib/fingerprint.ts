/**
 * FNV-1a, in hex: enough to tell tokens apart in a storage key, useless to recover one. Nothing keyed by a
 * token writes the token itself to storage.
 */
export function fingerprint(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16);
}

/**
 * A name set apart from the sentence around it, for text that cannot hold a `<bdi>` (a document title, a
 * prop typed as a string, a live region's words): FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE do what
 * `<bdi>` does, so an Arabic name in an English sentence, or the reverse, keeps both in order.
 */
export function isolate(name: string): string {
  return `\u2068${name}\u2069`;
}

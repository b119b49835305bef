import type { SanitizeOptions } from './sanitize-html';

/**
 * Marks the links the sanitizer pointed inside the app, so the UI can navigate without a page load. Here
 * rather than beside the sanitizer, so that the UI reads it without loading the sanitizer's code.
 */
export const APP_LINK_ATTR = 'data-app-link';

export type Sanitize = (html: string, options?: SanitizeOptions) => string;

let loaded: Sanitize | null = null;
let requested: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

/**
 * The sanitizer (lib/sanitize-html.ts, DOMPurify: about 9 KB of gzip) is its own chunk, asked for once the
 * app has drawn its feed: reading the first screen needs only its skeletons (lib/rich-skeleton.ts).
 */
export function loadSanitizer(): Promise<Sanitize> {
  requested ??= import('./sanitize-html').then(({ sanitizeHtml }) => {
    loaded = sanitizeHtml;
    for (const listener of listeners) listener();
    return sanitizeHtml;
  });
  return requested;
}

/** The sanitizer once it has loaded, else null. */
export function loadedSanitizer(): Sanitize | null {
  return loaded;
}

/** Calls `listener` when the sanitizer has loaded; returns the unsubscribe. */
export function onSanitizerLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

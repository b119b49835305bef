import { loadAllCatalogs } from './language-runtime';

/**
 * The `later` catalog (lingui.config.js): the messages of the code that is not in React's first render, the
 * lazy pages, dialogs, the composer, the sign-in screen. Asked for once the feed is drawn (app/start.tsx);
 * whatever lazy code comes first asks for it itself. Never rejects: a catalog that cannot load leaves the
 * interface in English.
 */
export function loadLaterMessages(): Promise<void> {
  return loadAllCatalogs();
}

/**
 * `load`, a lazy import of code that shows messages, settling only once its messages are in too: both leave
 * together, so the catalog costs no round trip of its own, and the code never draws a message id. Every
 * such import goes through it (scripts/lazy-catalog-imports.test.ts checks).
 */
export function withLaterMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [loaded] = await Promise.all([load(), loadLaterMessages()]);
    return loaded;
  };
}

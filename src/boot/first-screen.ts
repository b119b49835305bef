import { dropSentAhead } from '../api/http/sent-ahead';
import { languageSettled, speakEarly } from '../i18n/i18n-runtime';
import { appLocale } from '../i18n/language-choice';
import { requestCatalogAhead } from '../i18n/start-language';
import { requestConfig } from './config-request';
import { paintFirstPage } from './first-paint';
import { sendFirstRequests, type FirstStart } from './first-request';
import { preloadBootCode, preloadUiCode } from './preload-code';

/** What the first screen needs of the app's boot (app/boot.ts: TanStack Query, the persisted cache). */
export interface AppBoot {
  openCache: (root: HTMLElement) => Promise<void>;
  boot: (root: HTMLElement, first: FirstStart) => Promise<void>;
}

export interface FirstScreenStart {
  /**
   * Asks for the app's boot. The entry (main.tsx) passes it in: the app sits above this layer, which never
   * imports it, and the app's code must stay out of the first chunk.
   */
  loadApp: () => Promise<AppBoot>;
  /** The boot, already asked for because a copy of the feed from the last visit will paint it. */
  fromCopy: Promise<AppBoot> | null;
  /** The page's stylesheet has loaded (boot/stylesheets.ts): nothing is drawn before. */
  styled: Promise<void>;
}

/**
 * The first chunk proper, run once it has loaded beside the entry (main.tsx): it sends the first screen's
 * feed request, or takes over the one the entry sent ahead, then draws the feed as soon as it answers (the
 * early paint). Only then are the boot (TanStack Query, the persisted cache) and React with the UI asked
 * for and run: arriving and compiling beside the feed, they delayed its paint (npm run bench). With a copy
 * of the feed from the last visit (`fromCopy`, the boot already on its way), the boot paints from it.
 */
export async function startFirstScreen({ loadApp, fromCopy, styled }: FirstScreenStart): Promise<void> {
  // The early catalog the entry asked for is activated as it lands: the early paint speaks the language.
  // With a copy of the feed, React paints first, so what its first render shows is asked for at once.
  void speakEarly(appLocale());
  if (fromCopy) requestCatalogAhead('ui');
  // The entry runs as soon as it arrives (vite.config.ts), maybe before the document has #root.
  const rootReady = Promise.all([documentRoot(), styled]).then(([root]) => root);
  const opened = fromCopy
    ? Promise.all([fromCopy, rootReady]).then(async ([booting, root]) => {
        if (root) await booting.openCache(root);
        return booting;
      })
    : null;
  const started = sendFirstRequests(requestConfig);
  // Whatever the entry sent and the client did not take over is not wanted.
  void started.finally(dropSentAhead);
  const root = await rootReady;
  if (!root) return;
  const first = await started;
  // The early catalog left beside the feed request: the early page is drawn in the reader's language.
  await languageSettled();
  if (first.ok && first.feed) await paintFirstPage(root, first.feed);
  preloadBootCode();
  preloadUiCode();
  // What React's first render shows leaves with the UI's code; React renders once it has it (app/boot.ts).
  if (!fromCopy) requestCatalogAhead('ui');
  const { boot } = await (opened ?? loadApp());
  await boot(root, first);
}

/** #root, once the parser has reached it; null for a page without one. */
function documentRoot(): Promise<HTMLElement | null> {
  const root = document.getElementById('root');
  if (root || document.readyState !== 'loading') return Promise.resolve(root);
  return new Promise((resolve) => {
    const found = () => {
      resolve(document.getElementById('root'));
    };
    document.addEventListener('DOMContentLoaded', found, { once: true });
  });
}

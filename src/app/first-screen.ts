// First: its module asks for config.json before the others run (app/config-request.ts).
import { configResponse } from './app/config-request';
import './index.css';
import { paintFirstPage } from './app/first-paint';
import { sendFirstRequests } from './app/first-request';
import { hasOwnCopy } from './app/persisted-owner';
import { preloadBootCode, preloadUiCode } from './app/preload-code';

/*
 * The first chunk sends the first screen's feed request, then draws the feed as soon as it answers (the
 * early paint). Only then are the boot (TanStack Query, the persisted cache) and React with the UI asked
 * for and run: arriving and compiling beside the feed, they delayed its paint (npm run bench). With a copy
 * of the feed from the last visit, the boot comes first instead and paints from it.
 */
async function main(): Promise<void> {
  // The script runs as soon as it arrives (vite.config.ts), maybe before the document has #root.
  const rootReady = documentRoot();
  const fromCopy = hasOwnCopy()
    ? Promise.all([import('./app/boot'), rootReady]).then(async ([booting, root]) => {
        if (root) await booting.openCache(root);
        return booting;
      })
    : null;
  const started = sendFirstRequests(() => configResponse);
  const root = await rootReady;
  if (!root) return;
  const first = await started;
  if (first.ok && first.feed) await paintFirstPage(root, first.feed);
  preloadBootCode();
  preloadUiCode();
  const { boot } = await (fromCopy ?? import('./app/boot'));
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

void main();

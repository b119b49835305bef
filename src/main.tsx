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
async function main(root: HTMLElement): Promise<void> {
  const fromCopy = hasOwnCopy()
    ? import('./app/boot').then(async (booting) => {
        await booting.openCache(root);
        return booting;
      })
    : null;
  const first = await sendFirstRequests(() => configResponse);
  if (first.ok && first.feed) await paintFirstPage(root, first.feed);
  preloadBootCode();
  preloadUiCode();
  const { boot } = await (fromCopy ?? import('./app/boot'));
  await boot(root, first);
}

const root = document.getElementById('root');
if (root) void main(root);

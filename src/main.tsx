import './index.css';
import { paintFirstPage } from './app/first-paint';
import { sendFirstRequests } from './app/first-request';
import { hasOwnCopy } from './app/persisted-owner';
import { preloadBootCode, preloadUiCode } from './app/preload-code';

/*
 * The first chunk sends the first screen's feed request, then draws the feed as soon as it answers (the
 * early paint). The boot (TanStack Query, the persisted cache) and React with the UI download meanwhile
 * and run after that frame: their evaluation would otherwise hold the main thread just when the feed
 * arrives. With a copy of the feed from the last visit, the boot comes first instead and paints from it.
 */
async function main(root: HTMLElement): Promise<void> {
  const fromCopy = hasOwnCopy()
    ? import('./app/boot').then(async (booting) => {
        await booting.openCache(root);
        return booting;
      })
    : null;
  const first = await sendFirstRequests();
  preloadBootCode();
  if (first.ok && first.feed) await paintFirstPage(root, first.feed);
  preloadUiCode();
  const { boot } = await (fromCopy ?? import('./app/boot'));
  await boot(root, first);
}

const root = document.getElementById('root');
if (root) void main(root);

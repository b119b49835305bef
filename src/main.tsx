import './index.css';
import { paintFirstPage } from './app/first-paint';
import { sendFirstRequests } from './app/first-request';
import { preloadBootCode, preloadUiCode } from './app/preload-code';

/*
 * The first chunk sends the first screen's feed request, then draws the feed as soon as it answers (the
 * early paint). The boot (TanStack Query, the persisted cache) and React with the UI download meanwhile
 * and run after that frame: their evaluation would otherwise hold the main thread just when the feed
 * arrives.
 */
async function main(root: HTMLElement): Promise<void> {
  const first = await sendFirstRequests();
  preloadBootCode();
  if (first.ok && first.feed) await paintFirstPage(root, first.feed);
  preloadUiCode();
  const { boot } = await import('./app/boot');
  await boot(root, first);
}

const root = document.getElementById('root');
if (root) void main(root);

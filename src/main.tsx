import './index.css';
import { watchForEarlyPaint } from './app/early-paint/early-paint';
import { prepareStart } from './app/prepare-start';

// The first screen's requests leave from this small first chunk. React, the router and the UI download
// meanwhile (index.html preloads them, see vite.config.ts) but only run once the early paint has drawn the
// feed, or found it has nothing to draw: their evaluation would otherwise hold the main thread just when the
// feed arrives.
const root = document.getElementById('root');
if (root) {
  void prepareStart().then(async (ready) => {
    const early = ready.ok ? watchForEarlyPaint(ready.queryClient, root, window.location.pathname) : null;
    await early?.settled;
    const { start } = await import('./app/start');
    early?.stop();
    start(root, ready);
  });
}

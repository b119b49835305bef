import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadSanitizer } from '../lib/lazy-sanitizer';

// CI runs on two cores beside other work: a screen that appears in 1.2 s there is not a failure. The
// default wait (1 s) made findBy* fail under load (sidebar.test.tsx's first render, the org chart's).
configure({ asyncUtilTimeout: 5_000 });

// happy-dom 21 declares navigator.locks but answers null, so the outbox's feature test ('locks' in navigator,
// src/api/outbox/outbox-instance.ts) called null.request. Without it the DOM has no Web Locks, as jsdom has none:
// the outbox runs its drain directly in both. Nothing changes where locks are absent or real.
if (
  typeof navigator !== 'undefined' &&
  'locks' in navigator &&
  (navigator.locks as LockManager | null) === null
) {
  delete (Object.getPrototypeOf(navigator) as { locks?: LockManager }).locks;
}

// The app loads the sanitizer after its first feed paint and shows rich bodies' skeletons until then
// (components/use-rich-html.ts, tested there): the other tests start with it loaded, as a page that has been
// open a moment.
await loadSanitizer();

afterEach(() => {
  cleanup();
});

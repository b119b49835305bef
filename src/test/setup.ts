import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI runs on two cores beside other work: a screen that appears in 1.2 s there is not a failure. The
// default wait (1 s) made findBy* fail under load (sidebar.test.tsx's first render, the org chart's).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});

import { vi } from 'vitest';
import { readFixture } from '../../api/testing/fixtures';
import { resetSessionFromStorage, setToken } from '../../auth/session';

/*
 * The page the first screen's tests start from: a signed-in reader at `/` with an empty root, and a network
 * that answers config.json and the feed request from the recorded fixtures.
 */

/** For `beforeAll`: config.json names a service, and every other request answers the recorded feed. */
export function stubFirstScreenNetwork(): void {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/config.json'
          ? Response.json({ serviceBaseUrl: 'https://service.example', clientId: 'commons-demo' })
          : Response.json(readFixture('messages-feed.json')),
      ),
    ),
  );
}

/** For `beforeEach`: nothing left from the last test but a token, at `/`, with the app's empty root. */
export function openFirstScreenPage(): void {
  sessionStorage.clear();
  localStorage.clear();
  setToken('t0ken');
  resetSessionFromStorage();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="root"></div>';
}

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '../api/testing/fixtures';
import { resetSessionFromStorage, setToken } from '../auth/session';
import { activateLocale, followLanguage } from '../i18n/language-runtime';

const SERVICE = 'https://service.example';
const loadApp = () =>
  Promise.resolve({ boot: vi.fn(() => Promise.resolve()), openCache: vi.fn(() => Promise.resolve()) });

beforeAll(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url === '/config.json'
          ? Response.json({ serviceBaseUrl: SERVICE, clientId: 'commons-demo' })
          : Response.json(readFixture('messages-feed.json')),
      ),
    ),
  );
});
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setToken('t0ken');
  resetSessionFromStorage();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(async () => {
  document.body.replaceChildren();
  void followLanguage(() => 'en');
  await activateLocale('en');
});

describe('the first screen in the reader’s language', () => {
  it('draws the early page in German, waiting for its early catalog rather than showing English', async () => {
    localStorage.setItem('commons.language', 'de');
    const { startFirstScreen } = await import('./first-screen');
    await startFirstScreen({ loadApp, fromCopy: null, styled: Promise.resolve() });
    expect(document.querySelector('[data-early-paint] h1')).toHaveTextContent('Alle Unterhaltungen');
    expect(document.documentElement.lang).toBe('de');
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, followLanguage } from '../i18n/language-runtime';
import { openFirstScreenPage, stubFirstScreenNetwork } from './testing/first-screen-setup';

const loadApp = () =>
  Promise.resolve({ boot: vi.fn(() => Promise.resolve()), openCache: vi.fn(() => Promise.resolve()) });

beforeAll(stubFirstScreenNetwork);
beforeEach(openFirstScreenPage);
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

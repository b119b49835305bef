import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, speakEarly } from '../../i18n/i18n-runtime';
import { activateLocale, followLanguage } from '../../i18n/language-runtime';
import { paintFirstPage } from '../first-paint';
import { closeEarlyPaintPage, early, feed, openEarlyPaintPage } from '../testing/early-paint-setup';

let root: HTMLElement;
beforeEach(() => {
  root = openEarlyPaintPage();
});
afterEach(async () => {
  closeEarlyPaintPage();
  void followLanguage(() => 'en');
  await activateLocale('en');
});

async function paintIn(locale: 'de' | 'ar'): Promise<string[]> {
  // The first chunk's way: the early catalog alone, as on a first page before the UI's code.
  await speakEarly(locale);
  expect(i18n.locale).toBe(locale);
  const missing: string[] = [];
  const stop = i18n.on('missing', ({ id }) => missing.push(id));
  await paintFirstPage(root, { feed: 'all', layout: 'flat', firstPage: Promise.resolve(feed()) });
  stop();
  return missing;
}

describe('the early paint in the reader’s language', () => {
  it('speaks German from the early catalog alone, every message of it found there', async () => {
    const missing = await paintIn('de');
    expect(early()?.querySelector('h1')).toHaveTextContent('Alle Unterhaltungen');
    expect(early()?.querySelector('[role="feed"] article button[aria-pressed]')).toHaveTextContent(
      'Gefällt mir',
    );
    expect(early()?.querySelector('fieldset legend')).toHaveTextContent('Nachrichten anzeigen');
    expect(missing).toEqual([]);
  });

  it('speaks Arabic, right to left', async () => {
    const missing = await paintIn('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(early()?.querySelector('h1')).toHaveTextContent('كل المحادثات');
    expect(missing).toEqual([]);
  });
});

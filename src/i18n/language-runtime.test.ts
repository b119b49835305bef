import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, speakEarly } from './i18n-runtime';
import { activateLocale, followLanguage } from './language-runtime';
import { withLaterMessages } from './later-messages';

/** Resolves once the instance speaks `locale` (catalogs arrive as lazy modules). */
async function until(locale: string) {
  await vi.waitFor(() => {
    expect(i18n.locale).toBe(locale);
  });
}

afterEach(async () => {
  localStorage.clear();
  void followLanguage(() => 'en');
  await activateLocale('en');
});

describe('the i18n runtime', () => {
  it('starts in English, with no request', () => {
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).not.toBe('de');
  });

  it('follows a choice made in another tab (the storage event)', async () => {
    void followLanguage();
    localStorage.setItem('commons.language', 'he');
    window.dispatchEvent(new StorageEvent('storage', { key: 'commons.language', newValue: 'he' }));
    await until('he');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('lets the latest choice win when catalogs arrive out of order', async () => {
    const slow = activateLocale('ja');
    const fast = activateLocale('fr');
    await Promise.all([slow, fast]);
    expect(i18n.locale).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('makes the pseudo-locale from English: accented, longer, left to right', async () => {
    await activateLocale('en-XA');
    const settings = i18n._(msg`Settings`);
    expect(settings).toMatch(/^Šéţţíñĝš /);
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('speaks the early catalog first, and merges the others as the code that shows them comes', async () => {
    // The first chunk's way (i18n-runtime.ts).
    await speakEarly('de');
    expect(i18n.locale).toBe('de');
    // The sidebar is on the early page, the feed's paging (the UI) is not, nor the composer (lazy code):
    // until their catalogs, their words are English.
    expect(i18n._(msg`Settings`)).toBe('Einstellungen');
    expect(i18n._(msg`Loading older messages…`)).toBe('Loading older messages…');
    // The UI's way (app/boot.ts).
    await followLanguage(() => 'de', 'ui');
    expect(i18n.locale).toBe('de');
    expect(i18n._(msg`Loading older messages…`)).toBe('Ältere Nachrichten werden geladen…');
    expect(i18n._(msg`Send`)).toBe('Send');
    // Lazy code settles only once its messages are in.
    expect(await withLaterMessages(() => Promise.resolve('loaded'))()).toBe('loaded');
    expect(i18n._(msg`Send`)).toBe('Senden');
  });

  it('brings lazy code in with the later catalog of the language last chosen', async () => {
    void followLanguage(() => 'en', 'ui');
    const load = withLaterMessages(() => Promise.resolve('loaded'));
    const loading = load();
    // The reader switches while the lazy code and its catalog are on their way.
    void activateLocale('es');
    expect(await loading).toBe('loaded');
    expect(i18n.locale).toBe('es');
    expect(i18n._(msg`Send`)).toBe('Enviar');
  });

  it('falls back to English when a catalog cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await activateLocale('fr');
    // A language whose catalogs are not there: the runtime keeps to English rather than message ids.
    await activateLocale('xx' as 'fr');
    expect(i18n.locale).toBe('en');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

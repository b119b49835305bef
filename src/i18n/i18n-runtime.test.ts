import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, followLanguage, i18n, loadFullCatalogs } from './i18n-runtime';

/** Resolves once the instance speaks `locale` (catalogs arrive as lazy modules). */
async function until(locale: string) {
  await vi.waitFor(() => {
    expect(i18n.locale).toBe(locale);
  });
}

afterEach(async () => {
  localStorage.clear();
  followLanguage(() => 'en');
  await activateLocale('en');
});

describe('the i18n runtime', () => {
  it('starts in English, with no request', () => {
    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).not.toBe('de');
  });

  it('follows a choice made in another tab (the storage event)', async () => {
    followLanguage();
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

  it('speaks the early catalog first, and merges the full one when the UI asks for it', async () => {
    followLanguage(() => 'de', 'early');
    await until('de');
    // The sidebar is on the early page, the settings dialog is not: until the full catalog, its words are
    // English.
    expect(i18n._(msg`Settings`)).toBe('Einstellungen');
    expect(i18n._(msg`Language`)).toBe('Language');
    await loadFullCatalogs();
    expect(i18n.locale).toBe('de');
    expect(i18n._(msg`Language`)).toBe('Sprache');
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

import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLocale, embedLocale } from './language-choice';

function browserSays(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the app’s language', () => {
  it('follows the browser until the reader chooses', () => {
    browserSays('nl-BE', 'fr-BE', 'en');
    expect(appLocale()).toBe('fr');
    localStorage.setItem('commons.language', 'ja');
    expect(appLocale()).toBe('ja');
  });

  it('is English when the browser asks for nothing the app speaks', () => {
    browserSays('nl', 'sv');
    expect(appLocale()).toBe('en');
  });

  it('ignores a stored choice it does not know', () => {
    browserSays('he');
    localStorage.setItem('commons.language', 'klingon');
    expect(appLocale()).toBe('he');
  });
});

describe('the embed’s language', () => {
  it('follows the host page’s lang before the browser’s, and the reader’s choice before both', () => {
    browserSays('en-US');
    expect(embedLocale('de-CH')).toBe('de');
    expect(embedLocale(null)).toBe('en');
    expect(embedLocale('tlh')).toBe('en');
    localStorage.setItem('commons.language', 'ar');
    expect(embedLocale('de-CH')).toBe('ar');
  });
});

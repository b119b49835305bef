import { act } from '@testing-library/react';
import { LANGUAGE } from '../../i18n/language-choice';
import { activateLocale } from '../../i18n/language-runtime';
import type { Locale } from '../../i18n/locales';
import { writePreference } from '../../lib/preferences';

/** The reader chooses `locale` in Settings: the app follows it, and the catalogs are in before the test goes on. */
export async function chooseLanguage(locale: Locale): Promise<void> {
  writePreference(LANGUAGE, locale);
  await act(() => activateLocale(locale));
}

/** Back to following the browser, in English here, for the next test. */
export async function followBrowserLanguage(): Promise<void> {
  writePreference(LANGUAGE, 'auto');
  await act(() => activateLocale('en'));
}

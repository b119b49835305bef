import { useLingui } from '../i18n/lingui-runtime';

/**
 * The active language, and a re-render when it changes, for a component whose words come from plain
 * functions that read the page's catalog themselves (the templates shared with the early paint, places.ts):
 * they have no hook of their own to follow a switch.
 */
export function useLanguage(): string {
  return useLingui().locale;
}

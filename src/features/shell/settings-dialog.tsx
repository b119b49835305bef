import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, type RefObject } from 'react';
import { Button } from '../../components/button';
import { usePreference } from '../../components/use-preference';
import { LANGUAGE, type LanguageChoice } from '../../i18n/language-choice';
import { LOCALE_NAMES } from '../../i18n/locale-names';
import { LOCALES, PSEUDO_LOCALE } from '../../i18n/locales';
import { SINGLE_KEY_SHORTCUTS } from '../../lib/preferences';

/** The pseudo-locale is for layout checks, never offered to a reader. */
const OFFERED = LOCALES.filter((locale) => locale !== PSEUDO_LOCALE);

/**
 * Settings in a modal <dialog> (the browser traps focus, Escape closes, focus returns to what opened it).
 * The language applies at once, in every open tab. Each language is named in itself, and marked with its
 * `lang` so that a screen reader says it in that language. Single-key shortcuts can be turned off for people
 * whose speech or switch software types letters. The shell opens it from the sidebar or the account menu
 * through `dialogRef`, or with `openAtOnce` when the reader asked before its code was in.
 */
export function SettingsDialog({
  dialogRef,
  openAtOnce = false,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  openAtOnce?: boolean;
}) {
  const { t } = useLingui();
  useEffect(() => {
    // Only as it mounts: the focus is still on what asked, and goes back there when it closes.
    if (openAtOnce) dialogRef.current?.showModal();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as it mounts
  }, []);
  const [shortcuts, setShortcuts] = usePreference(SINGLE_KEY_SHORTCUTS);
  const [language, setLanguage] = usePreference(LANGUAGE);
  const titleId = useId();
  const hintId = useId();
  const languageId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        <Trans>Settings</Trans>
      </h2>
      <label htmlFor={languageId} className="mt-4 block font-medium">
        <Trans>Language</Trans>
      </label>
      <select
        id={languageId}
        value={language}
        onChange={(e) => {
          setLanguage(e.target.value as LanguageChoice);
        }}
        className="mt-1 min-h-11 w-full rounded-md border border-slate-400 bg-white px-2 dark:border-slate-500 dark:bg-slate-900"
      >
        <option value="auto">{t`Automatic (browser)`}</option>
        {OFFERED.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <label className="mt-4 flex items-start gap-3">
        <input
          type="checkbox"
          checked={shortcuts}
          aria-describedby={hintId}
          onChange={(e) => {
            setShortcuts(e.target.checked);
          }}
          className="mt-1 size-5"
        />
        <span>
          <Trans>Single-key shortcuts</Trans>
          <span id={hintId} className="block text-sm text-slate-600 dark:text-slate-300">
            <Trans>j and k move between messages, Enter opens a conversation. Never while typing.</Trans>
          </span>
        </span>
      </label>
      <form method="dialog" className="mt-6 flex justify-end">
        <Button type="submit" variant="primary">
          <Trans>Done</Trans>
        </Button>
      </form>
    </dialog>
  );
}

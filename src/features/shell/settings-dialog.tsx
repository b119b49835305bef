import { useId, type RefObject } from 'react';
import { Button } from '../../components/button';
import { usePreference } from '../../components/use-preference';
import { SINGLE_KEY_SHORTCUTS } from '../../lib/preferences';

/**
 * Settings in a modal <dialog> (the browser traps focus, Escape closes, focus returns to what opened it).
 * Single-key shortcuts can be turned off for people whose speech or switch software types letters. The shell
 * opens it from the sidebar or the account menu through `dialogRef`.
 */
export function SettingsDialog({ dialogRef }: { dialogRef: RefObject<HTMLDialogElement | null> }) {
  const [shortcuts, setShortcuts] = usePreference(SINGLE_KEY_SHORTCUTS);
  const titleId = useId();
  const hintId = useId();
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Settings
      </h2>
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
          Single-key shortcuts
          <span id={hintId} className="block text-sm text-slate-600 dark:text-slate-300">
            j and k move between messages, Enter opens a conversation. Never while typing.
          </span>
        </span>
      </label>
      <form method="dialog" className="mt-6 flex justify-end">
        <Button type="submit" variant="primary">
          Done
        </Button>
      </form>
    </dialog>
  );
}

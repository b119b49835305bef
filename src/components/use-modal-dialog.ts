import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown modally while `open` (the browser traps focus and gives it back on close), closed when not.
 * The component's state stays the one truth: the element follows it.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return dialog;
}

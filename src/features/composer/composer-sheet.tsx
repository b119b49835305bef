import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../components/use-modal-dialog';
import { Icon } from '../../components/icon';
import { COMPOSER_ICON, ICON_BUTTON } from './composer-icons';

export interface ComposerSheetProps {
  open: boolean;
  title: string;
  /** Escape, Close, or a post: the owner sets `open` to false and gives the focus back to its button. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A composer in a modal <dialog>: a sheet from the bottom on a phone, a centred box from `sm` up. The browser
 * traps the focus and Escape closes it. Its content stays mounted while closed, so the draft is kept as it was.
 */
export function ComposerSheet({ open, title, onClose, children }: ComposerSheetProps) {
  const { t } = useLingui();
  const dialog = useModalDialog(open);
  const titleId = useId();
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        // Escape: closed by the owner, so that `open` and the element never disagree.
        e.preventDefault();
        onClose();
      }}
      className="mx-0 mt-auto mb-0 max-h-[90dvh] w-full max-w-none overflow-y-auto rounded-t-xl bg-white p-4 pb-[calc(1rem+env(safe-area-inset-bottom))] text-slate-900 shadow-xl backdrop:bg-slate-950/50 sm:m-auto sm:w-[min(36rem,calc(100vw-2rem))] sm:rounded-xl dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button type="button" className={ICON_BUTTON} aria-label={t`Close`} onClick={onClose}>
          <Icon name="close" className={COMPOSER_ICON} />
        </button>
      </div>
      {children}
    </dialog>
  );
}

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { COMPOSER_ICON, ICON_BUTTON } from './composer-icons';
import { formatNumber } from '../../i18n/formatters';
import { MAX_ATTACHMENTS, type Upload } from './use-uploads';

const TENTHS = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/** "12 B", "3.4 KB", "1,5 MB": the number in the language's digits and marks, the unit as it writes it. */
function sizeText(bytes: number, i18n: I18n): string {
  if (bytes < 1024) {
    const size = formatNumber(i18n.locale, bytes);
    return i18n._(msg`${size} B`);
  }
  if (bytes < 1024 * 1024) {
    const size = formatNumber(i18n.locale, bytes / 1024, TENTHS);
    return i18n._(msg`${size} KB`);
  }
  const size = formatNumber(i18n.locale, bytes / 1024 / 1024, TENTHS);
  return i18n._(msg`${size} MB`);
}

/**
 * "Attach files" as a compact icon button: the file input itself takes the focus (visually hidden), its label
 * looks like the button it acts as and names it.
 */
export function AttachButton({ onAdd, disabled }: { onAdd: (files: File[]) => void; disabled?: boolean }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const most = formatNumber(i18n.locale, MAX_ATTACHMENTS);
  return (
    <span className="inline-flex">
      <input
        id={inputId}
        type="file"
        multiple
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        className="peer sr-only"
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        title={t`Attach files`}
        className={`${ICON_BUTTON} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        <Icon name="paperclip" className={COMPOSER_ICON} />
        <span className="sr-only">
          <Trans>Attach files</Trans>
        </span>
      </label>
      <span id={`${inputId}-hint`} className="sr-only">
        <Trans>Or drop them on the composer, up to {most}.</Trans>
      </span>
    </span>
  );
}

export interface AttachmentListProps {
  uploads: Upload[];
  onCancel: (key: string) => void;
  /** Why some files were not added, if any. */
  note: string;
}

/** The files of the message: a thumbnail of each picked image, progress, and Cancel (or Remove). */
export function AttachmentList({ uploads, onCancel, note }: AttachmentListProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      {note ? (
        <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
          {note}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label={t`Attached files`} className="space-y-2">
          {uploads.map((u) => {
            const { name, error } = u;
            return (
              <li key={u.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                {u.preview ? (
                  <img
                    src={u.preview}
                    alt={u.name}
                    width={48}
                    height={48}
                    className="size-12 shrink-0 rounded border border-slate-300 object-cover dark:border-slate-600"
                  />
                ) : null}
                <span className="min-w-0 flex-1 truncate font-medium">{u.name}</span>
                <span className="text-slate-600 dark:text-slate-300">{sizeText(u.size, i18n)}</span>
                {u.status === 'uploading' ? (
                  <progress
                    aria-label={t`Uploading ${name}`}
                    max={u.size || 1}
                    value={u.loaded}
                    className="h-2 w-28"
                  />
                ) : u.status === 'failed' ? (
                  <span role="alert" className="text-red-800 dark:text-red-300">
                    <Trans>Not uploaded: {error}</Trans>
                  </span>
                ) : (
                  <span className="text-green-800 dark:text-green-300">
                    <Trans>Uploaded</Trans>
                  </span>
                )}
                <Button
                  variant="quiet"
                  className="min-h-11 px-2 sm:min-h-8"
                  aria-label={u.status === 'uploading' ? t`Cancel upload of ${name}` : t`Remove ${name}`}
                  onClick={() => {
                    onCancel(u.key);
                  }}
                >
                  {u.status === 'uploading' ? <Trans>Cancel</Trans> : <Trans>Remove</Trans>}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

/** The note when more files were given than a message takes (empty when all were). */
export function refusedNote(refused: number, i18n: I18n): string {
  if (refused === 0) return '';
  const most = formatNumber(i18n.locale, MAX_ATTACHMENTS);
  const left = formatNumber(i18n.locale, refused);
  return i18n._(msg`At most ${most} files per message: ${left} not added.`);
}

import { useId } from 'react';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { COMPOSER_ICON, ICON_BUTTON } from './composer-icons';
import { MAX_ATTACHMENTS, type Upload } from './use-uploads';

const size = (bytes: number) =>
  bytes < 1024
    ? `${String(bytes)} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * "Attach files" as a compact icon button: the file input itself takes the focus (visually hidden), its label
 * looks like the button it acts as and names it.
 */
export function AttachButton({ onAdd, disabled }: { onAdd: (files: File[]) => void; disabled?: boolean }) {
  const inputId = useId();
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
        title="Attach files"
        className={`${ICON_BUTTON} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        <Icon name="paperclip" className={COMPOSER_ICON} />
        <span className="sr-only">Attach files</span>
      </label>
      <span id={`${inputId}-hint`} className="sr-only">
        Or drop them on the composer, up to {MAX_ATTACHMENTS}.
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
  return (
    <>
      {note ? (
        <p role="status" className="text-sm text-amber-900 dark:text-amber-200">
          {note}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label="Attached files" className="space-y-2">
          {uploads.map((u) => (
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
              <span className="text-slate-600 dark:text-slate-300">{size(u.size)}</span>
              {u.status === 'uploading' ? (
                <progress
                  aria-label={`Uploading ${u.name}`}
                  max={u.size || 1}
                  value={u.loaded}
                  className="h-2 w-28"
                />
              ) : u.status === 'failed' ? (
                <span role="alert" className="text-red-800 dark:text-red-300">
                  Not uploaded: {u.error}
                </span>
              ) : (
                <span className="text-green-800 dark:text-green-300">Uploaded</span>
              )}
              <Button
                variant="quiet"
                className="min-h-11 px-2 sm:min-h-8"
                aria-label={`${u.status === 'uploading' ? 'Cancel upload of' : 'Remove'} ${u.name}`}
                onClick={() => {
                  onCancel(u.key);
                }}
              >
                {u.status === 'uploading' ? 'Cancel' : 'Remove'}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The note when more files were given than a message takes (empty when all were). */
export function refusedNote(refused: number): string {
  return refused > 0
    ? `At most ${String(MAX_ATTACHMENTS)} files per message: ${String(refused)} not added.`
    : '';
}

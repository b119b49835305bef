import { useId, useState, type DragEvent } from 'react';
import { Button } from '../../components/button';
import { MAX_ATTACHMENTS, type Upload } from './use-uploads';

const size = (bytes: number) =>
  bytes < 1024
    ? `${String(bytes)} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface AttachmentFieldProps {
  uploads: Upload[];
  onAdd: (files: File[]) => number;
  onCancel: (key: string) => void;
  disabled?: boolean;
}

/** Files: a labelled file input and a drop zone; each file with its progress bar and a Cancel (or Remove). */
export function AttachmentField({ uploads, onAdd, onCancel, disabled }: AttachmentFieldProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const [note, setNote] = useState('');
  const add = (files: File[]) => {
    const refused = onAdd(files);
    setNote(
      refused > 0
        ? `At most ${String(MAX_ATTACHMENTS)} files per message: ${String(refused)} not added.`
        : '',
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => {
        setOver(false);
      }}
      onDrop={onDrop}
      className={`rounded-md ${over ? 'outline-2 outline-blue-600 outline-dashed' : ''}`}
    >
      {/* The input itself takes the focus (visually hidden); its label looks like the button it acts as. */}
      <input
        id={inputId}
        type="file"
        multiple
        disabled={disabled}
        aria-describedby={`${inputId}-hint`}
        className="peer sr-only"
        onChange={(e) => {
          add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-10 cursor-pointer items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        Attach files
      </label>
      <span id={`${inputId}-hint`} className="ms-2 text-xs text-slate-600 dark:text-slate-300">
        or drop them here (up to {MAX_ATTACHMENTS})
      </span>
      {note ? (
        <p role="status" className="mt-1 text-sm text-amber-900 dark:text-amber-200">
          {note}
        </p>
      ) : null}
      {uploads.length > 0 ? (
        <ul aria-label="Attached files" className="mt-2 space-y-2">
          {uploads.map((u) => (
            <li key={u.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
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
                className="min-h-8 px-2"
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
    </div>
  );
}

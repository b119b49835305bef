import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import type { DraftLink } from '../../lib/drafts';

export interface LinkFieldProps {
  link: DraftLink | null;
  /** The first link of the text, offered as the preview when none is set. */
  detected: string | null;
  onChange: (link: DraftLink | null) => void;
  disabled?: boolean;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};
const isHttp = (url: string) => /^https?:\/\/[^\s]+$/i.test(url.trim());

/** An address's start, as the field's hint: the same in every language. */
const URL_EXAMPLE = 'https://…';

const FIELD =
  'min-h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm dark:border-slate-500 dark:bg-slate-900';

/**
 * An Open Graph link: a URL (typed, or the text's first link) shown as a preview card. Unless the person
 * edits the title, description or image, the service fetches them itself when the message is posted.
 */
export function LinkField({ link, detected, onChange, disabled }: LinkFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const [url, setUrl] = useState('');
  const [editing, setEditing] = useState(false);
  const valid = isHttp(url);

  if (!link) {
    const host = detected ? hostOf(detected) : null;
    return (
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-url`} className="block text-sm font-medium">
            <Trans>Link preview</Trans>
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            disabled={disabled}
            placeholder={URL_EXAMPLE}
            onChange={(e) => {
              setUrl(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && valid) {
                e.preventDefault();
                onChange({ url: url.trim(), edited: false });
              }
            }}
            className={FIELD}
          />
        </div>
        <Button
          disabled={disabled || !valid}
          onClick={() => {
            onChange({ url: url.trim(), edited: false });
          }}
        >
          <Trans>Add preview</Trans>
        </Button>
        {host && !url ? (
          <Button
            variant="quiet"
            disabled={disabled}
            onClick={() => {
              if (detected) onChange({ url: detected, edited: false });
            }}
          >
            <Trans>
              Preview <bdi>{host}</bdi>
            </Trans>
          </Button>
        ) : null}
      </div>
    );
  }

  const set = (values: Partial<DraftLink>) => {
    onChange({ ...link, ...values, edited: true });
  };
  return (
    <div className="rounded-md border border-slate-300 p-3 dark:border-slate-600">
      <div aria-label={t`Link preview`} role="group" className="flex gap-3">
        {link.image ? (
          <img src={link.image} alt="" className="size-16 shrink-0 rounded object-cover" />
        ) : null}
        <div className="min-w-0">
          <p className="truncate font-medium">{link.title || hostOf(link.url)}</p>
          <p className="truncate text-xs text-slate-600 dark:text-slate-300">{link.url}</p>
          <p className="text-sm text-slate-700 dark:text-slate-200">
            {link.description ||
              (link.edited ? '' : t`The title, description and image are read from the page when you post.`)}
          </p>
        </div>
      </div>
      {editing ? (
        <div className="mt-2 grid gap-2">
          <label className="text-sm">
            <Trans>Title</Trans>
            <input
              className={FIELD}
              value={link.title ?? ''}
              disabled={disabled}
              onChange={(e) => {
                set({ title: e.target.value });
              }}
            />
          </label>
          <label className="text-sm">
            <Trans>Description</Trans>
            <input
              className={FIELD}
              value={link.description ?? ''}
              disabled={disabled}
              onChange={(e) => {
                set({ description: e.target.value });
              }}
            />
          </label>
          <label className="text-sm">
            <Trans>Image URL</Trans>
            <input
              className={FIELD}
              type="url"
              value={link.image ?? ''}
              disabled={disabled}
              onChange={(e) => {
                set({ image: e.target.value });
              }}
            />
          </label>
        </div>
      ) : null}
      <div className="mt-2 flex gap-2">
        <Button
          variant="quiet"
          disabled={disabled}
          aria-expanded={editing}
          onClick={() => {
            setEditing(!editing);
          }}
        >
          {editing ? <Trans>Done editing</Trans> : <Trans>Edit preview</Trans>}
        </Button>
        <Button
          variant="quiet"
          disabled={disabled}
          onClick={() => {
            onChange(null);
            setEditing(false);
          }}
        >
          <Trans>Remove preview</Trans>
        </Button>
      </div>
    </div>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import type { CreateMessageParams } from '../../contract/messages';
import { ApiError } from '../api/http/api-error';
import { usePostMessage, type Placement } from '../api/messages/use-message-mutations';
import { userQueries } from '../api/users/users-api';
import { buttonClass } from '../components/button-classes';
import type { EmbedOptions } from '../lib/embed-protocol';
import { readDraft, saveDraft } from './embed-draft';

export interface EmbedComposerProps {
  options: EmbedOptions;
  /** Where the post goes beside its body (embed-feed.ts, postTargetOf). */
  target: Omit<CreateMessageParams, 'body'>;
  /** The feeds that show the post at once. */
  placement: Placement;
  onPosted?: () => void;
}

/** Why a post failed, in a reader's words (a 401 is not said here: the frame asks for sign-in instead). */
function failureText(error: unknown): MessageDescriptor {
  if (error instanceof ApiError && error.kind === 'network')
    return msg`You seem to be offline. Your words are kept; try again.`;
  if (error instanceof ApiError && error.status === 403) return msg`You cannot post here.`;
  return msg`The message was not posted. Your words are kept; try again.`;
}

/**
 * The frame's composer: one labelled box with the embed's prompt as its placeholder, and Post. The draft is
 * saved as it is typed (embed-draft.ts), so a reload, an expired sign-in or a failed post loses nothing.
 */
export function EmbedComposer({ options, target, placement, onPosted }: EmbedComposerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const me = useQuery(userQueries.current()).data;
  const post = usePostMessage();
  const [text, setText] = useState(() => readDraft(options));
  const prompt =
    options.promptText ??
    (options.feed === 'open-graph' ? t`Comment on this page` : t`Share something with the conversation`);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || !me || post.isPending) return;
    post.mutate(
      { params: { ...target, body }, placement, author: me },
      {
        onSuccess: () => {
          setText('');
          saveDraft(options, '');
          onPosted?.();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 border-b border-slate-200 px-3 py-3 dark:border-slate-800"
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {prompt}
      </label>
      <textarea
        id={`${id}-body`}
        value={text}
        rows={2}
        placeholder={prompt}
        onChange={(event) => {
          setText(event.target.value);
          saveDraft(options, event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
        className="min-h-11 w-full resize-y rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 sm:text-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus-visible:outline-blue-300"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p role="status" className="me-auto text-sm text-red-800 empty:hidden dark:text-red-300">
          {post.isError && !(post.error instanceof ApiError && post.error.status === 401)
            ? i18n._(failureText(post.error))
            : null}
        </p>
        <button
          type="submit"
          disabled={!me || text.trim() === '' || post.isPending}
          className={buttonClass('primary', 'min-h-11')}
        >
          {post.isPending ? t`Posting…` : t`Post`}
        </button>
      </div>
    </form>
  );
}

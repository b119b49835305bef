import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { Message } from '../../../contract/messages';
import { describeError } from '../../api/api-error';
import { isSending } from '../../api/message-cache';
import { useDeleteMessage, useEmailMessage, useLikeMessage, useLikedByMe } from '../../api/message-mutations';
import { userQueries } from '../../api/users-api';
import { hrefs } from '../../config/paths';
import { announce } from './announcer';
import { ConfirmDialog } from './confirm-dialog';

export interface MessageActionsProps {
  message: Message;
  /** Reply to this message: focus the conversation's composer, or open the conversation with it focused. */
  onReply: (message: Message) => void;
}

/**
 * A failed delete puts the message back: a new article mounts, which reads why from here and says it.
 */
const deleteProblems = new Map<number, string>();
const reportDeleteProblem = (error: unknown, message: Message) => {
  deleteProblems.set(message.id, `The message was not deleted: ${describeError(error)}`);
};

const ACTION =
  'inline-flex min-h-8 items-center gap-1 rounded px-2 text-xs font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';

/** Like, reply, copy link, email me a copy, delete (own messages): under every message of feeds and threads. */
export { ActionAnnouncer } from './announcer';

export function MessageActions({ message, onReply }: MessageActionsProps) {
  const me = useQuery(userQueries.current()).data;
  const liked = useLikedByMe(message, me?.id);
  const like = useLikeMessage();
  const remove = useDeleteMessage({ onError: reportDeleteProblem });
  const email = useEmailMessage();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState(() => deleteProblems.get(message.id) ?? '');
  useEffect(() => {
    deleteProblems.delete(message.id);
  }, [message.id]);
  const [confirming, setConfirming] = useState(false);
  const [moreShown, setMoreShown] = useState(false);
  const moreId = useId();

  if (isSending(message)) {
    return <p className="mt-2 text-xs font-medium text-slate-600 dark:text-slate-300">Sending…</p>;
  }
  const say = (text: string) => {
    setProblem('');
    setStatus(text);
    if (text) announce(text);
  };
  const fail = (what: string, error: unknown) => {
    setStatus('');
    setProblem(`${what}: ${describeError(error)}`);
  };
  const mine = me?.id === message.sender_id;
  const count = message.liked_by.count;

  return (
    // Its width decides (a container query): a reply in a conversation is narrower than the page.
    <div className="mt-2 @container">
      <div role="group" aria-label="Message actions" className="-ms-2 flex flex-wrap items-center gap-1">
        <button
          type="button"
          className={ACTION}
          aria-pressed={liked}
          disabled={!me}
          onClick={() => {
            if (!me) return;
            say('');
            like.mutate(
              { message, like: !liked, me },
              {
                onError: (e) => {
                  fail(liked ? 'Could not unlike' : 'Could not like', e);
                },
              },
            );
          }}
        >
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {liked ? 'Liked' : 'Like'}
          {count > 0 ? <span className="text-slate-600 dark:text-slate-300">· {count}</span> : null}
        </button>
        <button
          type="button"
          className={ACTION}
          onClick={() => {
            onReply(message);
          }}
        >
          Reply
        </button>
        {/*
          Where the five actions do not fit on one line, the last three wait behind More: the row keeps the
          one line its placeholder held while this code loaded (ACTIONS_PLACEHOLDER), so nothing below moves.
        */}
        <button
          type="button"
          className={`${ACTION} @md:hidden`}
          aria-expanded={moreShown}
          aria-controls={moreId}
          onClick={() => {
            setMoreShown((shown) => !shown);
          }}
        >
          More
        </button>
        <div
          id={moreId}
          className={
            moreShown ? 'flex basis-full flex-wrap items-center gap-1 @md:contents' : 'hidden @md:contents'
          }
        >
          <button
            type="button"
            className={ACTION}
            onClick={() => {
              const url = `${window.location.origin}${hrefs.thread(message.thread_id, message.id)}`;
              navigator.clipboard.writeText(url).then(
                () => {
                  say('Link copied.');
                },
                () => {
                  setProblem(`Could not copy. The link is ${url}`);
                },
              );
            }}
          >
            Copy link
          </button>
          <button
            type="button"
            className={ACTION}
            disabled={email.isPending}
            onClick={() => {
              email.mutate(
                { message },
                {
                  onSuccess: () => {
                    say('Sent to your inbox.');
                  },
                  onError: (e) => {
                    fail('Could not email a copy', e);
                  },
                },
              );
            }}
          >
            Email me a copy
          </button>
          {mine ? (
            <button
              type="button"
              className={ACTION}
              onClick={() => {
                setConfirming(true);
              }}
            >
              Delete
            </button>
          ) : null}
        </div>
      </div>
      {status ? <p className="text-xs text-slate-600 dark:text-slate-300">{status}</p> : null}
      {problem ? (
        <p role="alert" className="text-xs text-red-800 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {mine ? (
        <ConfirmDialog
          open={confirming}
          title="Delete this message?"
          body="It will be removed for everyone. This cannot be undone."
          confirmLabel="Delete"
          onClose={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            remove.mutate({ message });
          }}
        />
      ) : null}
    </div>
  );
}

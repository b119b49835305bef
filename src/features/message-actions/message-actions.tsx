import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Message } from '../../../contract/messages';
import { describeError } from '../../api/http/describe-error';
import { isSending } from '../../api/messages/message-cache';
import {
  useDeleteMessage,
  useEmailMessage,
  useLikeMessage,
  useLikedByMe,
} from '../../api/messages/use-message-mutations';
import { threadFollowView } from '../../api/threads/thread-follow-view';
import { useThreadFollow } from '../../api/threads/use-thread-follow';
import { userQueries } from '../../api/users/users-api';
import { MessageActionBar } from '../../components/message/message-action-bar';
import * as css from '../../components/message/message-classes';
import { Icon } from '../../components/icon';
import { MenuButton, type MenuChoice } from '../../components/menu-button';
import { pageNetworkOf } from '../../auth/session';
import { inNetwork } from '../../config/network-path';
import { hrefs } from '../../config/paths';
import { likeSummary } from '../../lib/likes';
import { announce } from './announcer';
import { PendingWrite } from './pending-write';
import { ConfirmDialog } from '../../components/confirm-dialog';

export interface MessageActionsProps {
  message: Message;
  /** The conversation's replies, shown on Reply for a feed's thread starter (0 elsewhere). */
  replies?: number;
  /** Reply to this message: focus the conversation's composer, or open the conversation with it focused. */
  onReply: (message: Message) => void;
}

/**
 * A failed delete puts the message back: a new article mounts, which reads why from here and says it.
 */
const deleteProblems = new Map<number, unknown>();
const reportDeleteProblem = (error: unknown, message: Message) => {
  deleteProblems.set(message.id, error);
};

export { ActionAnnouncer } from './announcer';

/**
 * Like, Reply, and behind More: Copy link, Email me a copy, Delete (own messages). The row itself is the
 * card's (components/message/message-action-bar.tsx), drawn before this code arrives; this gives it life.
 */
export function MessageActions({ message, replies = 0, onReply }: MessageActionsProps) {
  const { t, i18n } = useLingui();
  const me = useQuery(userQueries.current()).data;
  const liked = useLikedByMe(message, me?.id);
  const like = useLikeMessage();
  const remove = useDeleteMessage({ onError: reportDeleteProblem });
  const email = useEmailMessage();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState(() => {
    if (!deleteProblems.has(message.id)) return '';
    const reason = describeError(deleteProblems.get(message.id));
    return t`The message was not deleted: ${reason}`;
  });
  useEffect(() => {
    deleteProblems.delete(message.id);
  }, [message.id]);
  const [confirming, setConfirming] = useState(false);
  // A feed of cards asks nothing: whether the reader follows a card's conversation is asked when its menu opens.
  const [menuOpened, setMenuOpened] = useState(false);
  const threadFollow = useThreadFollow(message.thread_id, menuOpened);

  if (isSending(message)) {
    return <PendingWrite message={message} />;
  }
  const say = (text: string) => {
    setProblem('');
    setStatus(text);
    if (text) announce(text);
  };
  /** `sentence` says what failed, with the reason (the service's error in words) in its place. */
  const fail = (sentence: (reason: string) => string, error: unknown) => {
    setStatus('');
    setProblem(sentence(describeError(error)));
  };
  const mine = me?.id === message.sender_id;

  const more: MenuChoice[] = [
    {
      label: t`Copy link`,
      onSelect: () => {
        // The network's prefix too: the link opens the network it came from (config/network-path.ts).
        const path = inNetwork(pageNetworkOf(), hrefs.thread(message.thread_id, message.id));
        const url = `${window.location.origin}${path}`;
        navigator.clipboard.writeText(url).then(
          () => {
            say(t`Link copied.`);
          },
          () => {
            setProblem(t`Could not copy. The link is ${url}`);
          },
        );
      },
    },
    {
      label: t`Email me a copy`,
      disabled: email.isPending,
      onSelect: () => {
        email.mutate(
          { message },
          {
            onSuccess: () => {
              say(t`Sent to your inbox.`);
            },
            onError: (e) => {
              fail((reason) => t`Could not email a copy: ${reason}`, e);
            },
          },
        );
      },
    },
  ];
  const followView = threadFollowView(threadFollow);
  const nextFollow = 'next' in followView ? followView.next : undefined;
  more.push({
    key: 'follow-conversation',
    label: followView.label,
    disabled: nextFollow === undefined && followView.kind !== 'failed',
    onSelect: () => {
      if (followView.kind === 'failed') void threadFollow.check.refetch();
      if (nextFollow === undefined) return;
      say(nextFollow ? t`Following this conversation.` : t`No longer following this conversation.`);
      threadFollow.toggle(nextFollow, (e) => {
        fail(
          (reason) =>
            nextFollow
              ? t`Could not follow the conversation: ${reason}`
              : t`Could not unfollow the conversation: ${reason}`,
          e,
        );
      });
    },
  });
  if (mine) {
    more.push({
      label: t`Delete`,
      onSelect: () => {
        setConfirming(true);
      },
    });
  }

  return (
    <MessageActionBar
      message={message}
      replies={replies}
      liked={liked}
      likedBy={likeSummary(message.liked_by, i18n.locale)}
      likeDisabled={!me}
      onLike={() => {
        if (!me) return;
        say('');
        like.mutate(
          { message, like: !liked, me },
          {
            onError: (e) => {
              fail((reason) => (liked ? t`Could not unlike: ${reason}` : t`Could not like: ${reason}`), e);
            },
          },
        );
      }}
      onReply={() => {
        onReply(message);
      }}
      more={
        <MenuButton
          items={more}
          buttonClassName={css.ACTION}
          onOpen={() => {
            setMenuOpened(true);
          }}
        >
          <Icon name="more" className={css.ACTION_ICON} />
          <span className="sr-only">
            <Trans>More</Trans>
          </span>
        </MenuButton>
      }
    >
      {status ? <p className={css.ACTION_NOTE}>{status}</p> : null}
      {problem ? (
        <p role="alert" className={css.ACTION_PROBLEM}>
          {problem}
        </p>
      ) : null}
      {mine ? (
        <ConfirmDialog
          open={confirming}
          title={t`Delete this message?`}
          body={t`It will be removed for everyone. This cannot be undone.`}
          confirmLabel={t`Delete`}
          onClose={() => {
            setConfirming(false);
          }}
          onConfirm={() => {
            remove.mutate({ message });
          }}
        />
      ) : null}
    </MessageActionBar>
  );
}

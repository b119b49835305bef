import { t } from '@lingui/core/macro';
import type { WriteKind } from '../outbox/write-kind';
import { settleFollow, undoFollow, type FollowEdit } from './follow-cache';
import { follow, getFollows, unfollow } from './subscriptions-api';

/** Follow or unfollow a person, a topic (`tag`) or a conversation (`thread`), as stored in the outbox. */
export interface FollowWrite extends FollowEdit {
  kind: 'follow';
}

function followLabel({ follow: on, target, name }: FollowWrite): string {
  // Whole sentences for each case: the verb's form and place differ by language.
  const topic = name.replace(/^#/, '');
  if (target === 'thread') return on ? t`Follow a conversation` : t`Unfollow a conversation`;
  if (target === 'tag') {
    if (!topic) return on ? t`Follow a topic` : t`Unfollow a topic`;
    return on ? t`Follow topic #${topic}` : t`Unfollow topic #${topic}`;
  }
  if (!name) return on ? t`Follow a person` : t`Unfollow a person`;
  return on ? t`Follow ${name}` : t`Unfollow ${name}`;
}

/**
 * A follow or an unfollow. One whose answer was lost is looked for by reading the `subscriptions/to_…` check
 * first: found, it is done. Refused, the inverse edit turns it back; either way the lists it moved are settled.
 */
export const followKind: WriteKind<FollowWrite, unknown> = {
  kind: 'follow',
  send(write) {
    const target = { kind: write.target, id: write.id };
    return write.follow ? follow(target) : unfollow(target);
  },
  async find(write) {
    const follows = await getFollows({ kind: write.target, id: write.id });
    return follows === write.follow ? undefined : null;
  },
  settle(client, write) {
    settleFollow(client, write);
  },
  undo(client, write) {
    undoFollow(client, write);
    settleFollow(client, write);
  },
  label: followLabel,
};

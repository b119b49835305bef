import { t } from '@lingui/core/macro';
import type { WriteKind } from '../outbox/write-kind';
import { editEverywhere, withLike, withLikedId } from './message-cache';
import type { LikeWrite } from './message-write-types';
import { likeMessage, unlikeMessage } from './message-writes';
import { reapplyLike } from './pending-writes-cache';

/**
 * A like or an unlike. Idempotent on the service (spec 4.2; the emulator's answer to a repeat is 200), so one
 * whose answer was lost is sent again. Done, the optimistic edit was exact; refused, it is turned back in
 * every cached copy.
 */
export const likeKind: WriteKind<LikeWrite, undefined> = {
  kind: 'like',
  async send(write) {
    await (write.like ? likeMessage(write.messageId) : unlikeMessage(write.messageId));
    return undefined;
  },
  find: () => Promise.resolve(null),
  settle() {
    // The optimistic edit was exact.
  },
  undo(client, write) {
    editEverywhere(
      client,
      (m) => (m.id === write.messageId ? withLike(m, write.me, !write.like) : m),
      (page) => withLikedId(page, write.messageId, !write.like),
    );
  },
  label: (write) =>
    write.like
      ? t({ message: 'Like', comment: 'a waiting write in the outbox: liking a message' })
      : t`Unlike`,
  reapply: (_client, key, data, _seq, write) => reapplyLike(key, data, write),
};

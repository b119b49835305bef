import type { MessageOutboxEntry } from './outbox-instance';

/** What a waiting write is, in a few words: the start of a post's text, or the action. */
export function outboxWriteLabel(entry: MessageOutboxEntry): string {
  const { write } = entry;
  switch (write.kind) {
    case 'post': {
      const text = write.params.body.trim().replace(/\s+/g, ' ');
      const short = text.length > 40 ? `${text.slice(0, 39)}…` : text;
      const what =
        write.params.direct_to_id !== undefined
          ? 'Private message'
          : write.params.replied_to_id !== undefined
            ? 'Reply'
            : 'Post';
      return `${what} “${short}”`;
    }
    case 'like':
      return write.like ? 'Like' : 'Unlike';
    case 'delete':
      return 'Delete a message';
  }
}

/** Where a waiting write is, for people: sending, waiting for the network or a sign-in, failed and why. */
export function outboxStateText(entry: MessageOutboxEntry): string {
  switch (entry.state) {
    case 'queued':
      return 'Waiting to be sent';
    case 'sending':
      return entry.reason ?? 'Sending…';
    case 'waiting-network':
      return 'Waiting for the network';
    case 'waiting-sign-in':
      return 'Waiting for you to sign in again';
    case 'retrying':
      return `${entry.reason ?? 'The service had a problem'} Trying again shortly.`;
    case 'failed':
      return `Not sent: ${entry.reason ?? 'refused by the service.'}`;
  }
}

/** A write the person may send again now or discard (one being sent is neither). */
export const canActOn = (entry: MessageOutboxEntry) => entry.state !== 'sending' && entry.state !== 'queued';

import type { MessageOutboxEntry } from './outbox-instance';
import { outboxWrites } from './write-kinds';

/** What a waiting write is, in a few words (its kind says): the start of a post's text, or the action. */
export function outboxWriteLabel(entry: MessageOutboxEntry): string {
  return outboxWrites.label(entry.write);
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

import { t } from '@lingui/core/macro';
import type { MessageOutboxEntry } from './outbox-instance';
import { outboxWrites } from './write-kinds';

/** What a waiting write is, in a few words (its kind says): the start of a post's text, or the action. */
export function outboxWriteLabel(entry: MessageOutboxEntry): string {
  return outboxWrites.label(entry.write);
}

/** Where a waiting write is, for people: sending, waiting for the network or a sign-in, failed and why. */
export function outboxStateText(entry: MessageOutboxEntry): string {
  const { reason } = entry;
  switch (entry.state) {
    case 'queued':
      return t`Waiting to be sent`;
    case 'sending':
      return entry.reason ?? t`Sending…`;
    case 'waiting-network':
      return t`Waiting for the network`;
    case 'waiting-sign-in':
      return t`Waiting for you to sign in again`;
    case 'retrying':
      return reason === null
        ? t`The service had a problem. Trying again shortly.`
        : t`${reason} Trying again shortly.`;
    case 'failed':
      return reason === null ? t`Not sent: refused by the service.` : t`Not sent: ${reason}`;
  }
}

/** A write the person may send again now or discard (one being sent is neither). */
export const canActOn = (entry: MessageOutboxEntry) => entry.state !== 'sending' && entry.state !== 'queued';

import type { MessageOutboxEntry } from './outbox-instance';
import type { FollowWrite, RelationshipWrite } from './outbox-state-writes';

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
    case 'follow':
      return followLabel(write);
    case 'membership':
      return `${write.join ? 'Join' : 'Leave'} ${write.name || 'a group'}`;
    case 'profile':
      return 'Profile edit';
    case 'relationship':
      return relationshipLabel(write);
  }
}

function followLabel({ follow, target, name }: FollowWrite): string {
  const verb = follow ? 'Follow' : 'Unfollow';
  if (target === 'thread') return `${verb} a conversation`;
  if (target === 'tag') return name ? `${verb} topic #${name.replace(/^#/, '')}` : `${verb} a topic`;
  return `${verb} ${name || 'a person'}`;
}

/** A manager or a direct report is the reporting line (as the profile calls it); else the colleagues. */
function relationshipLabel({ type, add, person }: RelationshipWrite): string {
  const what = type === 'colleague' ? 'Colleagues edit' : 'Reporting line edit';
  const who = person.full_name || person.name;
  return `${what}: ${add ? 'add' : 'remove'} ${who}`;
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

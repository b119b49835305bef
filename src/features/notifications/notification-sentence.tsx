import { Plural, Trans } from '@lingui/react/macro';
import type { NotificationRow } from '../../lib/notification-rows';

/**
 * What a notification says, as one message per category with the names as placeholders, so that a language
 * may put them where its grammar wants them. Each name sits in a <bdi>: an Arabic name in an English line (or
 * the reverse) keeps its own direction and leaves the sentence's order alone. A category this app does not
 * know, or a line with no named actor, says the service's own words.
 */
export function NotificationSentence({ row }: { row: NotificationRow }) {
  const [first, second] = row.names;
  if (first === undefined) return <>{row.sentence}</>;
  const name = <bdi>{first}</bdi>;
  switch (row.category) {
    case 'reply':
      return <Trans>{name} replied to your message</Trans>;
    case 'thread_reply':
      return <Trans>{name} replied in your conversation</Trans>;
    case 'mention':
      return <Trans>{name} mentioned you</Trans>;
    case 'follow':
      return <Trans>{name} started following you</Trans>;
    case 'group_join': {
      if (row.groupName === undefined) return <Trans>{name} joined your group</Trans>;
      const group = <bdi>{row.groupName}</bdi>;
      return (
        <Trans>
          {name} joined {group}
        </Trans>
      );
    }
    case 'like':
      return <LikedBy first={first} second={second} count={row.names.length} />;
    default:
      return <>{row.sentence}</>;
  }
}

/** "Ann liked", "Ann and Bob liked", "Ann and 3 others liked your message". */
function LikedBy({ first, second, count }: { first: string; second: string | undefined; count: number }) {
  const name = <bdi>{first}</bdi>;
  if (count <= 1) return <Trans>{name} liked your message</Trans>;
  if (count === 2 && second !== undefined) {
    const other = <bdi>{second}</bdi>;
    return (
      <Trans>
        {name} and {other} liked your message
      </Trans>
    );
  }
  const others = count - 1;
  return (
    <Trans>
      {name} and <Plural value={others} one="# other" other="# others" /> liked your message
    </Trans>
  );
}

import { Link } from 'react-router';
import type { TypedRef } from '../../../contract/common';
import { hrefs } from '../../config/paths';
import type { ReferenceIndex } from '../../lib/references';
import { TOPIC_CHIP, TOPICS } from './message-classes';
import { namedTopics } from './message-view';

/** Topics as chips linking to each topic's feed; topics the references do not name are left out. */
export function TopicChips({
  topics,
  refs,
}: {
  topics: readonly TypedRef[] | undefined;
  refs: ReferenceIndex;
}) {
  const named = namedTopics(topics, refs);
  if (named.length === 0) return null;
  return (
    <ul aria-label="Topics" className={TOPICS}>
      {named.map((t) => (
        <li key={t.id}>
          <Link to={hrefs.topic(t.id)} className={TOPIC_CHIP}>
            #{t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

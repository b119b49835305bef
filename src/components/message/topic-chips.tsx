import type { TypedRef } from '../../../contract/common';
import { hrefs } from '../../config/paths';
import type { ReferenceIndex } from '../../lib/references';
import { AppLink as Link } from './app-link';
import { TOPIC_CHIP, TOPICS } from './message-classes';
import { namedTopics } from './message-view';

/** Topics as chips linking to each topic's feed. */
export function TopicChipList({ topics }: { topics: readonly { id: number; name: string }[] }) {
  if (topics.length === 0) return null;
  return (
    <ul aria-label="Topics" className={TOPICS}>
      {topics.map((t) => (
        <li key={t.id}>
          <Link to={hrefs.topic(t.id)} className={TOPIC_CHIP}>
            #{t.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A conversation's topics as chips; topics the references do not name are left out. */
export function TopicChips({
  topics,
  refs,
}: {
  topics: readonly TypedRef[] | undefined;
  refs: ReferenceIndex;
}) {
  return <TopicChipList topics={namedTopics(topics, refs)} />;
}

import type { TypedRef } from '../../../contract/common';
import type { ReferenceIndex } from '../../lib/references';
import { reactKit } from '../react-kit';
import { topicChips } from './message-card-template';
import { namedTopics } from './message-view';

/** Topics as chips linking to each topic's feed. */
export function TopicChipList({ topics }: { topics: readonly { id: number; name: string }[] }) {
  return topicChips(reactKit, topics);
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

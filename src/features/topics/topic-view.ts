import type { Topic } from '../../../contract/topics';
import type { UserReference } from '../../../contract/references';

/** How many people the header names as the topic's most frequent users. */
export const PEOPLE_SHOWN = 3;

const isUser = (ref: { type: string }): ref is UserReference =>
  ref.type === 'user' || ref.type === 'guide' || ref.type === 'bot';

/**
 * The people who use a topic most: its `experts` (pointers into `references`) when it names any, else the
 * first of the `references` (spec 4.4: the users who have used the topic, most uses first in the emulator).
 */
export function topUsers(topic: Topic): UserReference[] {
  const people = topic.references.filter(isUser);
  const byId = new Map(people.map((p) => [p.id, p]));
  const experts = topic.experts.flatMap((e) => {
    const id = (e as { id?: unknown } | null)?.id;
    const person = typeof id === 'number' ? byId.get(id) : undefined;
    return person ? [person] : [];
  });
  return (experts.length > 0 ? experts : people).slice(0, PEOPLE_SHOWN);
}

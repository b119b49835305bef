import type { FeedEnvelope } from '../../../contract/messages';
import type { EmulatorService } from './emulator-service';

/**
 * A conversation of the seeded demo network (src/test/emulator-seed.ts) in a group with a topic, that alice,
 * the reader, can see but is not part of: Ava Mehta's starter in Product Launches, tagged #roadmap, and three
 * replies, oldest first, one of them to a reply (Ada Admin's, to Bob Barnes).
 */
export const SEEDED_CONVERSATION = {
  id: 2171710099632128,
  group: 'Product Launches',
  topic: { id: 12345600012, name: 'roadmap' },
  starter: { id: 2171710099632128, by: 'Ava Mehta' },
  replies: [
    { id: 2172010664112128, by: 'Bob Barnes', to: 'Ava Mehta' },
    { id: 2172395032752128, by: 'Ada Admin', to: 'Bob Barnes' },
    { id: 2172619165872128, by: 'Ravi Tanaka', to: 'Ava Mehta' },
  ],
} as const;

/** The ids of the seeded conversation's messages, oldest first, as its page draws them. */
export const seededConversationIds = (): number[] => [
  SEEDED_CONVERSATION.starter.id,
  ...SEEDED_CONVERSATION.replies.map((r) => r.id),
];

/** The seeded conversation as the emulator answers `in_thread` (newest first, with its topics). */
export async function seededConversation(service: EmulatorService): Promise<FeedEnvelope> {
  const path = `/api/v1/messages/in_thread/${String(SEEDED_CONVERSATION.id)}.json?include_topics=true`;
  const answer = await service.ask(path);
  if (!answer.ok) throw new Error(`no seeded conversation: ${String(answer.status)}`);
  return (await answer.json()) as FeedEnvelope;
}

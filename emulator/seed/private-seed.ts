import type { MessageRow, Repository } from '../db/repository';
import { parseBody } from '../text/body-markup';

/** Who says what, in order: each line replies to the one before. */
const CONVERSATION: readonly { from: 'alice' | 'bob'; text: string }[] = [
  {
    from: 'bob',
    text: 'Hi Alice, do you have ten minutes before Thursday’s planning review? I’d like your read on the Q1 hiring numbers before they go to the leadership team.',
  },
  {
    from: 'alice',
    text: 'Sure. I’m free after three today, or first thing tomorrow. Send me the sheet and I’ll look at it tonight.',
  },
  {
    from: 'bob',
    text: 'Tomorrow at nine works. The sheet is in the Planning folder, tab “Q1 headcount”. Thanks!',
  },
];

/**
 * A private conversation between bob and alice in Example Corp, the newest messages of the seed (`after` is
 * the time of the last planned one), so that the demo's Private messages feed is not empty and alice finds
 * an unread conversation there. Run before seedSocial, whose notifications it feeds like any reply.
 */
/** Returns how many messages it wrote. */
export function seedPrivateConversation(repo: Repository, after: number): number {
  const corp = repo.networkByPermalink('example.com');
  const alice = repo.userByEmail('alice@example.com');
  const bob = repo.userByEmail('bob@example.com');
  if (!corp || !alice || !bob) return 0;
  const ids = { alice: alice.id, bob: bob.id };
  let previous: MessageRow | null = null;
  for (const [index, { from, text }] of CONVERSATION.entries()) {
    const body = parseBody(text, {
      userIdByName: () => undefined,
      topicIdByName: () => {
        throw new Error('the seeded private conversation names no topic');
      },
    });
    previous = repo.createMessage({
      networkId: corp.id,
      senderId: ids[from],
      bodyPlain: text,
      bodyParsed: body.parsed,
      groupId: null,
      repliedTo: previous,
      direct: true,
      privacy: 'private',
      recipientIds: [bob.id, alice.id],
      mentionIds: [],
      topicIds: [],
      createdAt: after + (index + 1) * 100,
    });
  }
  return CONVERSATION.length;
}

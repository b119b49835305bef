import type { MessageRow, Repository } from '../db/repository';
import { parseBody } from '../text/body-markup';
import type { Prng } from './prng';
import { GENERAL_TOPICS, type NetworkPlan } from './seed-groups';
import { DAY_MS, SEED_END_MS } from './seed-time';
import { compose, REPLIES, STARTERS } from './texts';

/**
 * The seed's messages: threads and replies planned over the seeded months, then inserted in time order
 * across networks with their likes, and the last-seen marks that keep unseen counts small. Apart from
 * seed.ts so that each seed step lives in a module named for what it seeds.
 */

export interface PlannedMessage {
  network: NetworkPlan;
  at: number;
  senderId: number;
  text: string;
  groupIndex: number | null;
  direct: number[] | null;
  parent: PlannedMessage | null;
}

/** Plans threads with replies spread over the time span (inserted later, in time order across networks). */
export function planMessages(
  prng: Prng,
  network: NetworkPlan,
  count: number,
  start: number,
): PlannedMessage[] {
  const planned: PlannedMessage[] = [];
  const span = SEED_END_MS - DAY_MS / 24 - start;
  while (planned.length < count) {
    const at = start + Math.floor(prng.next() * span);
    const groupIndex = prng.next() < 0.3 ? null : prng.int(0, network.groups.length - 1);
    const group = groupIndex === null ? undefined : network.groups[groupIndex];
    const pool = group ? group.memberIds : network.userIds;
    const senderId = prng.pick(pool);
    const direct =
      group === undefined && prng.chance(0.05) ? directRecipients(prng, network, senderId) : null;
    const topics = group ? group.seed.topics : GENERAL_TOPICS;
    const starter: PlannedMessage = {
      network,
      at,
      senderId,
      text: compose(prng.pick(STARTERS), prng, textContext(prng, network, senderId, topics)),
      groupIndex,
      direct,
      parent: null,
    };
    planned.push(starter);
    const replies = Math.min(count - planned.length, replyCount(prng));
    let last = at;
    let previous = starter;
    for (let i = 0; i < replies; i += 1) {
      // Non-decreasing times; ties keep plan order, so a reply never precedes what it replies to.
      last = Math.min(last + prng.int(3, 60 * 30) * 60_000, SEED_END_MS - 1000);
      const replier = direct ? prng.pick(direct) : prng.pick(pool);
      const reply: PlannedMessage = {
        network,
        at: last,
        senderId: replier,
        text: compose(prng.pick(REPLIES), prng, textContext(prng, network, replier, topics)),
        groupIndex,
        direct,
        parent: prng.chance(0.7) ? starter : previous,
      };
      planned.push(reply);
      previous = reply;
    }
  }
  return planned;
}

/** Inserts planned messages in time order, so ids grow with time across networks; adds likes. */
export function insertMessages(
  repo: Repository,
  prng: Prng,
  planned: PlannedMessage[],
): Map<NetworkPlan, number[]> {
  const order = planned.map((message, index) => ({ message, index }));
  order.sort((a, b) => a.message.at - b.message.at || a.index - b.index);
  const rows = new Map<PlannedMessage, MessageRow>();
  const publicIds = new Map<NetworkPlan, number[]>();
  for (const { message } of order) {
    const network = message.network;
    const parentRow = message.parent ? (rows.get(message.parent) ?? null) : null;
    const group = message.groupIndex === null ? undefined : network.groups[message.groupIndex];
    const body = parseBody(message.text, {
      userIdByName: (name) => network.userIdByName.get(name.toLowerCase()),
      topicIdByName: (name) =>
        network.topicIds.get(name.toLowerCase()) ?? repo.findOrCreateTopic(network.id, name, message.at),
    });
    const row = repo.createMessage({
      networkId: network.id,
      senderId: message.senderId,
      bodyPlain: message.text,
      bodyParsed: body.parsed,
      groupId: group ? group.id : null,
      repliedTo: parentRow,
      direct: message.direct !== null,
      privacy: message.direct !== null || group?.seed.privacy === 'private' ? 'private' : 'public',
      recipientIds: message.direct ?? [],
      mentionIds: body.mentionIds,
      topicIds: body.topicIds,
      createdAt: message.at,
    });
    rows.set(message, row);
    if (row.privacy === 'public') {
      const ids = publicIds.get(network) ?? [];
      ids.push(row.id);
      publicIds.set(network, ids);
    }
    for (const liker of prng.sample(network.userIds, likeCount(prng))) {
      if (liker !== message.senderId) repo.like(row.id, liker, message.at + prng.int(1, 600) * 60_000);
    }
  }
  return publicIds;
}

/** Everyone has read all but the last few public messages, so unseen counts are small and realistic. */
export function markMostSeen(
  repo: Repository,
  prng: Prng,
  network: NetworkPlan,
  publicIds: readonly number[],
) {
  for (const userId of network.userIds) {
    const seen = publicIds[publicIds.length - 1 - prng.int(0, 8)] ?? 0;
    repo.setLastSeen(network.id, userId, seen);
  }
}

function directRecipients(prng: Prng, network: NetworkPlan, senderId: number): number[] {
  const others = prng.sample(
    network.userIds.filter((id) => id !== senderId),
    prng.int(1, 2),
  );
  return [senderId, ...others];
}

function textContext(prng: Prng, network: NetworkPlan, senderId: number, topics: readonly string[]) {
  return {
    mention: () => {
      const other = prng.pick(network.userIds.filter((id) => id !== senderId));
      return `@${network.names.get(other) ?? ''}`;
    },
    topic: () => `#${prng.pick(topics)}`,
  };
}

function replyCount(prng: Prng): number {
  const roll = prng.next();
  if (roll < 0.25) return 0;
  if (roll < 0.45) return 1;
  if (roll < 0.65) return 2;
  return prng.int(3, 7);
}

function likeCount(prng: Prng): number {
  const roll = prng.next();
  if (roll < 0.5) return 0;
  if (roll < 0.85) return prng.int(1, 3);
  return prng.int(4, 9);
}

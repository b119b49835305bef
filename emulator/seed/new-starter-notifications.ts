import type { MessageRow, Repository } from '../db/repository';
import { parseBody } from '../text/body-markup';

const HOUR_MS = 3_600_000;

/** The readers of the notifications journeys (e2e/notifications.spec.ts); no other journey signs in as them. */
export const NOTIFIED_STARTERS = ['marta.kowal@example.com', 'nils.brandt@example.com'] as const;

/**
 * What each reader's colleagues do, all of them new starters too (so nothing older in the seed changes):
 * `earlyFollowers` follow days before (and are seen), the rest happens after the reader's welcome message
 * and is left unseen: `likers` like it within minutes of each other (the page groups them), `newFollower`
 * follows. pablo.serrano is in both conversations without doing anything: the journey likes through him.
 */
const CAST = [
  {
    reader: 'marta.kowal',
    text: 'Hello everyone! I’m Marta, the new QA engineer in Warsaw. Looking forward to breaking things with you (politely).',
    earlyFollowers: ['quinn.avery', 'rania.saleh'],
    likers: ['stefan.wagner', 'thandi.zulu', 'uma.raman', 'vera.sokolova'],
    newFollower: 'wanjiru.kamau',
  },
  {
    reader: 'nils.brandt',
    text: 'Hi all, Nils here: I joined Sales as a solutions engineer in Berlin. Happy to help with any customer demo.',
    earlyFollowers: ['xavier.laurent', 'yara.haddad'],
    likers: ['zeno.bianchi', 'aisha.bello', 'bram.visser'],
    newFollower: 'dalia.mansour',
  },
] as const;

/** Each reader welcomes the other, naming them: a reply and a mention for the one welcomed. */
const WELCOMES: Record<string, string> = {
  'marta.kowal': 'Welcome @marta.kowal! Ping me when you need a demo environment.',
  'nils.brandt': 'Thanks @nils.brandt, and welcome too! Tell me which demos break first.',
};

/**
 * Notifications for two new starters, who have none otherwise: each posts a welcome message to a few
 * colleagues (a private conversation, so no one else's feed changes), gets follows, likes and the other's
 * reply. Runs right after the new starters are seeded and after every other message: message ids grow with
 * time, so everything here fits between the newest message and `end` (the seed's last instant), a few
 * hundred milliseconds. The replies, mentions and likes notify through the triggers.
 */
export function seedStarterNotifications(repo: Repository, end: number): number {
  const corp = repo.networkByPermalink('example.com');
  const pablo = repo.userByEmail('pablo.serrano@example.com');
  if (!corp || !pablo) return 0;
  let written = 0;
  const idOf = (name: string) => repo.userByEmail(`${name}@example.com`)?.id;
  const people = CAST.map((cast) => ({ ...cast, id: idOf(cast.reader) }));
  // Ticks of the last moments of the seed, in order: the messages first (their ids must grow with time).
  const after = repo.newestMessageAt();
  const step = Math.max(1, Math.floor((end - after) / 16));
  let tick = after;
  const next = () => (tick = Math.min(tick + step, end - 1));

  const welcomes = new Map<string, MessageRow>();
  for (const person of people) {
    if (person.id === undefined) continue;
    const others = [...person.earlyFollowers, ...person.likers, person.newFollower].map(idOf);
    // Followed a few days after joining, long before the welcome; these are the notifications already seen.
    person.earlyFollowers.forEach((name, index) => {
      const follower = idOf(name);
      if (follower === undefined || person.id === undefined) return;
      follow(repo, corp.id, follower, person.id, end - (3 - index) * 24 * HOUR_MS);
    });
    repo.markNotificationsViewed(person.id, corp.id);
    const recipients = [person.id, pablo.id, ...people.map((p) => p.id), ...others].filter(
      (id): id is number => id !== undefined,
    );
    welcomes.set(
      person.reader,
      post(repo, corp.id, person.id, person.text, null, [...new Set(recipients)], next()),
    );
    written += 1;
  }

  // Each welcomes the other in the other's conversation.
  for (const [index, person] of people.entries()) {
    const other = people[(index + 1) % people.length];
    const starter = other && welcomes.get(other.reader);
    const text = other && WELCOMES[other.reader];
    if (person.id === undefined || !starter || !text) continue;
    post(repo, corp.id, person.id, text, starter, [], next(), (name) => idOf(name));
    written += 1;
  }

  for (const person of people) {
    const welcome = welcomes.get(person.reader);
    if (person.id === undefined || !welcome) continue;
    for (const name of person.likers) {
      const liker = idOf(name);
      if (liker !== undefined) repo.like(welcome.id, liker, next());
    }
    const follower = idOf(person.newFollower);
    if (follower === undefined) continue;
    follow(repo, corp.id, follower, person.id, next());
  }
  return written;
}

/** A follow and its "followed you" (follows notify from the code that knows the network, not a trigger). */
function follow(repo: Repository, networkId: number, followerId: number, userId: number, at: number): void {
  repo.follow(followerId, 'user', userId, at);
  repo.addNotification({ userId, networkId, category: 'follow', actorId: followerId, createdAt: at });
}

function post(
  repo: Repository,
  networkId: number,
  senderId: number,
  text: string,
  repliedTo: MessageRow | null,
  recipientIds: number[],
  createdAt: number,
  userIdByName: (name: string) => number | undefined = () => undefined,
): MessageRow {
  const body = parseBody(text, {
    userIdByName,
    topicIdByName: () => {
      throw new Error('the welcome messages name no topic');
    },
  });
  return repo.createMessage({
    networkId,
    senderId,
    bodyPlain: text,
    bodyParsed: body.parsed,
    groupId: null,
    repliedTo,
    direct: true,
    privacy: 'private',
    recipientIds,
    mentionIds: body.mentionIds,
    topicIds: [],
    createdAt,
  });
}

import type { Repository } from '../db/repository';

/** Notifications left unseen per person after seeding, so the badge shows a small, realistic number. */
const UNSEEN_PER_PERSON = 3;

/**
 * The seed step of the social endpoints, run inside the seed's transaction after the messages: Partners
 * becomes a community that follows everyone, seeded follows of people become "followed you" notifications,
 * alice and bob follow a few topics and threads, and all but the newest few notifications are marked seen.
 * Replies, mentions and likes already produced their notifications through the triggers of social-schema.ts.
 */
export function seedSocial(repo: Repository, now: number): void {
  const corp = repo.networkByPermalink('example.com');
  const partners = repo.networkByPermalink('partners');
  const alice = repo.userByEmail('alice@example.com');
  const bob = repo.userByEmail('bob@example.com');
  if (!corp || !partners || !alice || !bob) return;
  repo.setFollowsEveryone(corp.id, false);
  repo.setFollowsEveryone(partners.id, true);

  repo.notifyExistingFollows(corp.id);

  for (const [user, topics] of [
    [alice.id, ['okr', 'planning']],
    [bob.id, ['kudos']],
  ] as const) {
    for (const name of topics) {
      const topic = repo.topicByName(corp.id, name);
      if (topic) repo.subscribe(user, 'topic', topic.id, now);
    }
  }
  // alice follows the three newest public threads that bob started.
  const threads = repo.threadsStartedBy(corp.id, bob.id, 3);
  for (const id of threads) repo.subscribe(alice.id, 'thread', id, now);

  repo.markAllButNewestViewed(UNSEEN_PER_PERSON);
}

import type { Repository } from '../db/repository';
import { ID_BASE } from '../db/ids';
import { hashPassword } from '../oauth/passwords';
import { FIXED_PEOPLE, GROUPS, PARTNER_GROUPS, PARTNER_PEOPLE, type PersonSeed } from './people-data';
import { seedLanguageMessages } from './language-seed';
import { createPrng } from './prng';
import { NEW_STARTERS } from './new-starters';
import { seedStarterNotifications } from './new-starter-notifications';
import { seedOrgChart } from './org-chart-seed';
import { seedPrivateConversation } from './private-seed';
import { seedScaledOrg } from './scaled-org-seed';
import { createNetworkPlanner } from './seed-groups';
import { insertMessages, markMostSeen, planMessages } from './seed-messages';
import { seedNetworksAndApp } from './seed-networks';
import { addPeople, generatePeople, seedFollows, seedNewStarters } from './seed-people';
import { DAY_MS, SEED_END_MS, SPAN_MS } from './seed-time';
import { seedSocial } from './social-seed';

/**
 * The demo network's seed, the one entry point (seedDemo): it runs the seed steps in a fixed order inside one
 * transaction. The steps live in the seed-*.ts modules and the *-seed.ts ones; their order, and so the order
 * of every PRNG call, is what makes a seed the same row for row every time, so it is all in this one place.
 */

export { SEED_END_MS };
export const DEFAULT_MESSAGE_COUNT = 720;
/** Raised whenever the seed's content changes, so a database seeded by an older version is seeded again. */
export const SEED_VERSION = 6;
const PARTNER_MESSAGE_COUNT = 36;

export interface SeedOptions {
  /** Messages in Example Corp (default 720); `--scale 100000` for benchmarks. */
  messages?: number;
  /** The PRNG seed; the same seed gives the same network. */
  seed?: number;
  /**
   * Exactly `messages` messages in Example Corp (`--scale N`, for the bench): no private conversation, and
   * a Platform division whose team lead has five managers above and forty reports (the org chart's bench).
   * Otherwise (`npm start`, tests) bob and alice's private conversation is seeded too.
   */
  exact?: boolean;
}

export interface SeedSummary {
  networks: number;
  users: number;
  groups: number;
  topics: number;
  messages: number;
  ms: number;
}

/** Seeds the demo network into an empty database in one transaction. */
export function seedDemo(repo: Repository, options: SeedOptions = {}): SeedSummary {
  const started = performance.now();
  const prng = createPrng(options.seed ?? 20261101);
  const messageCount = Math.max(1, Math.floor(options.messages ?? DEFAULT_MESSAGE_COUNT));
  // One hash for everyone: every demo password is "demo", and scrypt is slow on purpose.
  const passwordHash = hashPassword('demo', Buffer.from('commons-demo-seed'));
  let counts = { users: 0, groups: 0, topics: 0, messages: 0 };

  repo.transaction(() => {
    const start = SEED_END_MS - SPAN_MS;
    seedNetworksAndApp(repo, start);

    const people = [...FIXED_PEOPLE, ...generatePeople(prng)];
    const names = new Map<number, string>();
    const peopleContext = { repo, prng, passwordHash, start, names };
    const userIds = addPeople(peopleContext, people, ID_BASE.user + 1, ID_BASE.network + 1, 400);
    const partnerIds = addPeople(peopleContext, PARTNER_PEOPLE, ID_BASE.user + 500, ID_BASE.network + 2, 150);
    const alice = userIds[1] ?? 0;
    repo.insertMembership(ID_BASE.network + 2, alice, false, start - 140 * DAY_MS);

    const planner = createNetworkPlanner(repo, prng, start, names, alice);
    const corp = planner.plan(ID_BASE.network + 1, userIds, GROUPS, people);
    const partners = planner.plan(ID_BASE.network + 2, [alice, ...partnerIds], PARTNER_GROUPS, [
      FIXED_PEOPLE[1] as PersonSeed,
      ...PARTNER_PEOPLE,
    ]);

    seedFollows(repo, prng, userIds, alice, start);

    const planned = [
      ...planMessages(prng, corp, messageCount, start),
      ...planMessages(prng, partners, PARTNER_MESSAGE_COUNT, start + 60 * DAY_MS),
    ];
    // The oldest messages, so written first; none in a scaled seed (--scale N keeps exactly N messages).
    const otherLanguages = options.exact === true ? 0 : seedLanguageMessages(repo, start);
    const publicIds = insertMessages(repo, prng, planned);
    markMostSeen(repo, prng, corp, publicIds.get(corp) ?? []);
    markMostSeen(repo, prng, partners, publicIds.get(partners) ?? []);
    // The demo's private conversation; a scaled seed (--scale N, for the bench) keeps exactly N messages.
    const lastPlanned = Math.max(...planned.map((message) => message.at));
    const privateMessages = options.exact === true ? 0 : seedPrivateConversation(repo, lastPlanned);
    seedSocial(repo, SEED_END_MS - DAY_MS);
    const ceo = seedOrgChart(repo, start);
    // The bench's org chart (a five-level chain, a team of forty) exists only in a scaled seed.
    const platform =
      options.exact === true && ceo
        ? seedScaledOrg(repo, ceo, { networkId: corp.id, passwordHash, now: start })
        : 0;
    // Last, from a PRNG of their own: the rest of the seed stays exactly what it was before they joined.
    seedNewStarters(repo, passwordHash, partners.id);
    // Two of them already have notifications (the notifications journeys); a scaled seed keeps exactly N messages.
    const welcomes = options.exact === true ? 0 : seedStarterNotifications(repo, SEED_END_MS);
    counts = {
      users: people.length + NEW_STARTERS.length + PARTNER_PEOPLE.length + platform,
      groups: corp.groups.length + partners.groups.length,
      topics: planner.topicCount(),
      messages: otherLanguages + planned.length + privateMessages + welcomes,
    };
    repo.setMeta('seeded_at', String(SEED_END_MS));
    repo.setMeta('seed_messages', String(messageCount));
    repo.setMeta('seed_version', String(SEED_VERSION));
  });

  return { networks: 2, ...counts, ms: Math.round(performance.now() - started) };
}

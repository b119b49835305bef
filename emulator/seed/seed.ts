import type { MessageRow, Repository } from '../db/repository';
import { ID_BASE } from '../db/ids';
import { hashPassword } from '../oauth/passwords';
import { parseBody } from '../text/body-markup';
import { DEMO_APP } from './demo-app';
import {
  DEPARTMENTS,
  FIRST_NAMES,
  FIXED_PEOPLE,
  GROUPS,
  LAST_NAMES,
  LOCATIONS,
  PARTNER_GROUPS,
  PARTNER_PEOPLE,
  type GroupSeed,
  type PersonSeed,
} from './people-data';
import { createPrng, type Prng } from './prng';
import { NEW_STARTERS, PARTNER_GUESTS, SUSPENDED_PARTNER_GUEST } from './new-starters';
import { seedStarterNotifications } from './new-starter-notifications';
import { seedOrgChart } from './org-chart-seed';
import { seedPrivateConversation } from './private-seed';
import { seedScaledOrg } from './scaled-org-seed';
import { seedSocial } from './social-seed';
import { compose, REPLIES, STARTERS } from './texts';

/** Every seeded time lies in the ~6 months before this instant, so a seed is the same whenever it runs. */
export const SEED_END_MS = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const SPAN_MS = 180 * DAY_MS;
export const DEFAULT_MESSAGE_COUNT = 720;
/** Raised whenever the seed's content changes, so a database seeded by an older version is seeded again. */
export const SEED_VERSION = 5;
const PARTNER_MESSAGE_COUNT = 36;
const GENERATED_PEOPLE = 62;
const GENERAL_TOPICS = ['announcements', 'kudos', 'planning', 'okr', 'wellbeing', 'allhands'];

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

interface NetworkPlan {
  id: number;
  userIds: number[];
  groups: { id: number; seed: GroupSeed; memberIds: number[] }[];
  topicIds: Map<string, number>;
  userIdByName: Map<string, number>;
  names: Map<number, string>;
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
    repo.insertNetwork({
      id: ID_BASE.network + 1,
      name: 'Example Corp',
      permalink: 'example.com',
      domain: 'example.com',
      community: 0,
      paid: 1,
      header_background_color: '#1F4E79',
      header_text_color: '#FFFFFF',
      navigation_background_color: '#2B5F8E',
      navigation_text_color: '#FFFFFF',
      created_at: start - 400 * DAY_MS,
    });
    repo.insertNetwork({
      id: ID_BASE.network + 2,
      name: 'Partners',
      permalink: 'partners',
      domain: 'partners.example.com',
      community: 1,
      paid: 0,
      header_background_color: '#3D5A40',
      header_text_color: '#FFFFFF',
      navigation_background_color: '#4F7352',
      navigation_text_color: '#FFFFFF',
      created_at: start - 200 * DAY_MS,
    });
    repo.insertApp({ ...DEMO_APP, id: ID_BASE.app + 1, created_at: start - 300 * DAY_MS });

    const people = [...FIXED_PEOPLE, ...generatePeople(prng)];
    const names = new Map<number, string>();
    /** People of one primary network, ids from `firstId`, joined one a day from `daysBefore` days ago. */
    const addPeople = (list: readonly PersonSeed[], firstId: number, networkId: number, daysBefore: number) =>
      list.map((person, index) => {
        const id = firstId + index;
        const joinedAt = start - (daysBefore - index) * DAY_MS;
        insertPerson(repo, id, person, passwordHash, joinedAt, prng);
        repo.insertMembership(networkId, id, true, joinedAt);
        names.set(id, person.name);
        return id;
      });
    const userIds = addPeople(people, ID_BASE.user + 1, ID_BASE.network + 1, 400);
    const partnerIds = addPeople(PARTNER_PEOPLE, ID_BASE.user + 500, ID_BASE.network + 2, 150);
    const alice = userIds[1] ?? 0;
    repo.insertMembership(ID_BASE.network + 2, alice, false, start - 140 * DAY_MS);

    let nextTopicId = ID_BASE.topic + 1;
    let nextGroupId = ID_BASE.group + 1;
    const plan = (networkId: number, members: number[], groupSeeds: GroupSeed[], directory: PersonSeed[]) => {
      const topicIds = new Map<string, number>();
      const topicNames = [...new Set([...GENERAL_TOPICS, ...groupSeeds.flatMap((g) => g.topics)])];
      for (const name of topicNames) {
        repo.insertTopic(nextTopicId, networkId, name, start);
        topicIds.set(name, nextTopicId);
        nextTopicId += 1;
      }
      const groups = groupSeeds.map((seed, index) => {
        const id = nextGroupId;
        nextGroupId += 1;
        const creator = members[index % Math.min(members.length, 6)] ?? alice;
        repo.insertGroup({
          id,
          network_id: networkId,
          name: seed.name,
          full_name: seed.fullName,
          description: seed.description,
          privacy: seed.privacy,
          show_in_directory: 1,
          creator_id: creator,
          created_at: start - (100 - index) * DAY_MS,
        });
        const memberIds = chooseMembers(prng, members, seed, directory, creator);
        for (const userId of memberIds) repo.addGroupMember(id, userId, userId === creator, start);
        return { id, seed, memberIds };
      });
      const userIdByName = new Map<string, number>();
      for (const id of members) userIdByName.set(names.get(id) ?? '', id);
      return { id: networkId, userIds: members, groups, topicIds, userIdByName, names } satisfies NetworkPlan;
    };

    const corp = plan(ID_BASE.network + 1, userIds, GROUPS, people);
    const partners = plan(ID_BASE.network + 2, [alice, ...partnerIds], PARTNER_GROUPS, [
      FIXED_PEOPLE[1] as PersonSeed,
      ...PARTNER_PEOPLE,
    ]);

    for (const follower of userIds) {
      for (const target of prng.sample(userIds, prng.int(4, 12))) {
        if (target !== follower) repo.follow(follower, 'user', target, start);
      }
    }
    repo.follow(alice, 'user', userIds[2] ?? alice, start);
    repo.follow(alice, 'user', userIds[0] ?? alice, start);

    const planned = [
      ...planMessages(prng, corp, messageCount, start),
      ...planMessages(prng, partners, PARTNER_MESSAGE_COUNT, start + 60 * DAY_MS),
    ];
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
    const starterPrng = createPrng(7);
    NEW_STARTERS.forEach((person, index) => {
      const id = ID_BASE.user + 100 + index;
      const joinedAt = SEED_END_MS - (30 - index) * DAY_MS;
      insertPerson(repo, id, person, passwordHash, joinedAt, starterPrng);
      repo.insertMembership(ID_BASE.network + 1, id, true, joinedAt);
      const guest = (PARTNER_GUESTS as readonly string[]).includes(person.name);
      if (guest || person.name === SUSPENDED_PARTNER_GUEST) {
        repo.insertMembership(partners.id, id, false, joinedAt + DAY_MS);
        if (!guest) repo.setMembershipState(partners.id, id, 'suspended');
      }
    });
    // Two of them already have notifications (the notifications journeys); a scaled seed keeps exactly N messages.
    const welcomes = options.exact === true ? 0 : seedStarterNotifications(repo, SEED_END_MS);
    counts = {
      users: people.length + NEW_STARTERS.length + PARTNER_PEOPLE.length + platform,
      groups: corp.groups.length + partners.groups.length,
      topics: nextTopicId - ID_BASE.topic - 1,
      messages: planned.length + privateMessages + welcomes,
    };
    repo.setMeta('seeded_at', String(SEED_END_MS));
    repo.setMeta('seed_messages', String(messageCount));
    repo.setMeta('seed_version', String(SEED_VERSION));
  });

  return { networks: 2, ...counts, ms: Math.round(performance.now() - started) };
}

function generatePeople(prng: Prng): PersonSeed[] {
  const people: PersonSeed[] = [];
  const used = new Set<string>();
  while (people.length < GENERATED_PEOPLE) {
    const firstName = prng.pick(FIRST_NAMES);
    const lastName = prng.pick(LAST_NAMES);
    const name = `${firstName}.${lastName}`.toLowerCase();
    if (used.has(name)) continue;
    used.add(name);
    const department = prng.pick(DEPARTMENTS);
    people.push({
      email: `${name}@example.com`,
      name,
      firstName,
      lastName,
      jobTitle: prng.pick(department.titles),
      department: department.name,
      location: prng.pick(LOCATIONS),
    });
  }
  return people;
}

function insertPerson(
  repo: Repository,
  id: number,
  person: PersonSeed,
  hash: string,
  createdAt: number,
  prng: Prng,
) {
  repo.insertUser({
    id,
    email: person.email,
    password_hash: hash,
    name: person.name,
    full_name: `${person.firstName} ${person.lastName}`,
    first_name: person.firstName,
    last_name: person.lastName,
    job_title: person.jobTitle,
    department: person.department,
    location: person.location,
    summary: `${person.jobTitle} in ${person.department}, based in ${person.location}.`,
    expertise: null,
    interests: null,
    timezone: 'UTC',
    work_phone: `+1 555 01${String(prng.int(10, 99))}`,
    mobile_phone: null,
    admin: person.verifiedAdmin ? 1 : 0,
    verified_admin: person.verifiedAdmin ? 1 : 0,
    hire_date: null,
    created_at: createdAt,
  });
}

function chooseMembers(
  prng: Prng,
  members: number[],
  seed: GroupSeed,
  directory: PersonSeed[],
  creator: number,
) {
  const chosen = new Set<number>([creator]);
  members.forEach((userId, index) => {
    const person = directory[index];
    const inDepartment = person !== undefined && seed.departments.includes(person.department);
    const probability = seed.privacy === 'private' ? 0.12 : inDepartment ? 0.8 : 0.25;
    if (prng.chance(probability)) chosen.add(userId);
  });
  // alice (index 1) and bob (index 2) are in most public groups, so the demo feels lived in.
  const alice = members[1];
  const bob = members[2];
  if (seed.privacy === 'public' && alice !== undefined && prng.chance(0.7)) chosen.add(alice);
  if (seed.privacy === 'public' && bob !== undefined && prng.chance(0.6)) chosen.add(bob);
  if (seed.name === 'leadership-team' && members[0] !== undefined) chosen.add(members[0]);
  if (seed.name === 'leadership-team' && alice !== undefined) chosen.add(alice);
  return [...chosen].sort((a, b) => a - b);
}

interface PlannedMessage {
  network: NetworkPlan;
  at: number;
  senderId: number;
  text: string;
  groupIndex: number | null;
  direct: number[] | null;
  parent: PlannedMessage | null;
}

/** Plans threads with replies spread over the time span (inserted later, in time order across networks). */
function planMessages(prng: Prng, network: NetworkPlan, count: number, start: number): PlannedMessage[] {
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
function insertMessages(repo: Repository, prng: Prng, planned: PlannedMessage[]): Map<NetworkPlan, number[]> {
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
function markMostSeen(repo: Repository, prng: Prng, network: NetworkPlan, publicIds: readonly number[]) {
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

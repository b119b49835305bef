import type { Repository } from '../db/repository';
import { ID_BASE } from '../db/ids';
import type { GroupSeed, PersonSeed } from './people-data';
import type { Prng } from './prng';
import { DAY_MS } from './seed-time';

/**
 * The seed's topics and groups, network by network, and the plan of each network that the message step
 * (seed-messages.ts) writes into. Apart from seed.ts so that each seed step lives in a module named for what
 * it seeds; topic and group ids keep counting across networks, in the order seed.ts plans them.
 */

/** The topics of every network, besides those of its groups. */
export const GENERAL_TOPICS = ['announcements', 'kudos', 'planning', 'okr', 'wellbeing', 'allhands'];

/** One network as the message step needs it: its people, groups (with members), topics and names. */
export interface NetworkPlan {
  id: number;
  userIds: number[];
  groups: { id: number; seed: GroupSeed; memberIds: number[] }[];
  topicIds: Map<string, number>;
  userIdByName: Map<string, number>;
  names: Map<number, string>;
}

export interface NetworkPlanner {
  /** Inserts the network's topics and groups (with their members) and returns its plan. */
  plan: (
    networkId: number,
    members: number[],
    groupSeeds: GroupSeed[],
    directory: PersonSeed[],
  ) => NetworkPlan;
  /** The topics inserted by `plan` so far. */
  topicCount: () => number;
}

/** `fallbackCreator` (alice) creates a group when a network has no member to take the turn. */
export function createNetworkPlanner(
  repo: Repository,
  prng: Prng,
  start: number,
  names: Map<number, string>,
  fallbackCreator: number,
): NetworkPlanner {
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
      const creator = members[index % Math.min(members.length, 6)] ?? fallbackCreator;
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
  return { plan, topicCount: () => nextTopicId - ID_BASE.topic - 1 };
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

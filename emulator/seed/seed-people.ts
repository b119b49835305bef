import type { Repository } from '../db/repository';
import { ID_BASE } from '../db/ids';
import { DEPARTMENTS, FIRST_NAMES, LAST_NAMES, LOCATIONS, type PersonSeed } from './people-data';
import { NEW_STARTERS, PARTNER_GUESTS, SUSPENDED_PARTNER_GUEST } from './new-starters';
import { createPrng, type Prng } from './prng';
import { DAY_MS, SEED_END_MS } from './seed-time';

/**
 * The seed's people: the generated part of the cast, inserting people with their primary membership, the
 * follows between them, and the new starters who join last. Apart from seed.ts so that each seed step lives
 * in a module named for what it seeds; the PRNG calls happen in the order seed.ts makes them.
 */

const GENERATED_PEOPLE = 62;

/** What every person of the seed shares: the one demo password hash, the seed's start, names by id. */
export interface PeopleContext {
  repo: Repository;
  prng: Prng;
  passwordHash: string;
  start: number;
  names: Map<number, string>;
}

export function generatePeople(prng: Prng): PersonSeed[] {
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

/** People of one primary network, ids from `firstId`, joined one a day from `daysBefore` days ago. */
export function addPeople(
  context: PeopleContext,
  list: readonly PersonSeed[],
  firstId: number,
  networkId: number,
  daysBefore: number,
): number[] {
  const { repo, prng, passwordHash, start, names } = context;
  return list.map((person, index) => {
    const id = firstId + index;
    const joinedAt = start - (daysBefore - index) * DAY_MS;
    insertPerson(repo, id, person, passwordHash, joinedAt, prng);
    repo.insertMembership(networkId, id, true, joinedAt);
    names.set(id, person.name);
    return id;
  });
}

/** Everyone in Example Corp follows a few colleagues; alice follows bob and the first person too. */
export function seedFollows(repo: Repository, prng: Prng, userIds: number[], alice: number, start: number) {
  for (const follower of userIds) {
    for (const target of prng.sample(userIds, prng.int(4, 12))) {
      if (target !== follower) repo.follow(follower, 'user', target, start);
    }
  }
  repo.follow(alice, 'user', userIds[2] ?? alice, start);
  repo.follow(alice, 'user', userIds[0] ?? alice, start);
}

/**
 * The new starters of Example Corp, some of them guests of Partners (one suspended there). Seeded last, from
 * a PRNG of their own: the rest of the seed stays exactly what it was before they joined.
 */
export function seedNewStarters(repo: Repository, passwordHash: string, partnersId: number): void {
  const starterPrng = createPrng(7);
  NEW_STARTERS.forEach((person, index) => {
    const id = ID_BASE.user + 100 + index;
    const joinedAt = SEED_END_MS - (30 - index) * DAY_MS;
    insertPerson(repo, id, person, passwordHash, joinedAt, starterPrng);
    repo.insertMembership(ID_BASE.network + 1, id, true, joinedAt);
    const guest = (PARTNER_GUESTS as readonly string[]).includes(person.name);
    if (guest || person.name === SUSPENDED_PARTNER_GUEST) {
      repo.insertMembership(partnersId, id, false, joinedAt + DAY_MS);
      if (!guest) repo.setMembershipState(partnersId, id, 'suspended');
    }
  });
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

import type { Repository, UserRow } from '../db/repository';
import { ID_BASE } from '../db/ids';
import { FIRST_NAMES } from './people-data';

/** Where the scaled seed's extra people start: after Example Corp's (from +1) and the partners' (+500). */
const FIRST_ID = ID_BASE.user + 1000;

/** The chain below the CEO, from the top down; the last one leads the team of 40. */
const CHAIN = [
  { first: 'Vera', last: 'Hale', title: 'VP of Platform' },
  { first: 'Dmitri', last: 'Arden', title: 'Director of Platform Engineering' },
  { first: 'Noor', last: 'Brook', title: 'Senior Engineering Manager' },
  { first: 'Felix', last: 'Vance', title: 'Engineering Manager' },
  { first: 'Iris', last: 'Quinn', title: 'Platform Team Lead' },
] as const;

/** Surnames no other seeded person has, so every address below is new. */
const TEAM_SURNAMES = ['Ashby', 'Calder', 'Dunmore', 'Everly', 'Fairfax'] as const;
export const SCALED_TEAM_SIZE = 40;
/** The person of the bench: five managers above (the CEO first), forty direct reports. */
export const SCALED_ORG_LEAD_EMAIL = 'iris.quinn@example.com';

/**
 * Only in a seed made with `--scale` (for `npm run bench`): a Platform division under the CEO, so that one
 * person has a chain of five managers up to the top and a team of forty, the org chart's heaviest first
 * draw. Its people join after every message is planned: they send none, and the scaled feed is unchanged.
 * Returns how many people it added.
 */
export function seedScaledOrg(
  repo: Repository,
  ceo: UserRow,
  options: { networkId: number; passwordHash: string; now: number },
): number {
  const { networkId, passwordHash, now } = options;
  let nextId = FIRST_ID;
  const add = (first: string, last: string, title: string): number => {
    const id = nextId++;
    const name = `${first}.${last}`.toLowerCase();
    repo.insertUser({
      id,
      email: `${name}@example.com`,
      password_hash: passwordHash,
      name,
      full_name: `${first} ${last}`,
      first_name: first,
      last_name: last,
      job_title: title,
      department: 'Platform',
      location: 'Remote',
      summary: `${title} in Platform.`,
      expertise: null,
      interests: null,
      timezone: 'UTC',
      work_phone: null,
      mobile_phone: null,
      admin: 0,
      verified_admin: 0,
      hire_date: null,
      created_at: now,
    });
    repo.insertMembership(networkId, id, true, now);
    return id;
  };
  let manager = ceo.id;
  for (const { first, last, title } of CHAIN) {
    const id = add(first, last, title);
    repo.addRelationship(networkId, id, manager, 'superior', now);
    manager = id;
  }
  for (let i = 0; i < SCALED_TEAM_SIZE; i++) {
    const first = FIRST_NAMES[i % 8] ?? 'Maria';
    const last = TEAM_SURNAMES[Math.floor(i / 8)] ?? 'Ashby';
    const id = add(first, last, 'Platform Engineer');
    repo.addRelationship(networkId, id, manager, 'superior', now);
  }
  return CHAIN.length + SCALED_TEAM_SIZE;
}

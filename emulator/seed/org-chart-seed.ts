import type { Repository, UserRow } from '../db/repository';

/**
 * The org chart of Example Corp (spec 4.7), derived from the seeded people without the PRNG (so the rest
 * of the seed is unchanged): the first generated person becomes the Chief Executive Officer; each
 * department's head is its first member by id (alice heads Product) and reports to the CEO; everyone else
 * reports to their department's head, except two engineers who report to bob, who reports to the head of
 * Engineering. Department heads are each other's colleagues. Runs inside the seed's transaction; returns
 * the CEO.
 */
export function seedOrgChart(repo: Repository, now: number): UserRow | undefined {
  const corp = repo.networkByPermalink('example.com');
  const alice = repo.userByEmail('alice@example.com');
  const bob = repo.userByEmail('bob@example.com');
  if (!corp || !alice || !bob) return undefined;
  const people = repo
    .networkUsers({ networkId: corp.id, sortBy: 'name', reverse: false, offset: 0, limit: 10_000 })
    .sort((a, b) => a.id - b.id);
  const ceo = people.find((p) => p.email.toLowerCase() !== 'admin@example.com' && p.id > bob.id);
  if (!ceo) return undefined;
  repo.updateUser(ceo.id, { job_title: 'Chief Executive Officer', department: 'Leadership' });

  const byDepartment = new Map<string, UserRow[]>();
  for (const person of people) {
    if (person.id === ceo.id) continue;
    const department = person.department ?? 'Other';
    byDepartment.set(department, [...(byDepartment.get(department) ?? []), person]);
  }
  const heads: UserRow[] = [];
  const reportsTo = (subordinate: UserRow, superior: UserRow) =>
    repo.addRelationship(corp.id, subordinate.id, superior.id, 'superior', now);
  for (const [department, members] of byDepartment) {
    const head =
      department === alice.department && members.some((m) => m.id === alice.id)
        ? alice
        : (members.find((m) => m.id !== bob.id) ?? members[0]);
    if (!head) continue;
    heads.push(head);
    reportsTo(head, ceo);
    const rest = members.filter((m) => m.id !== head.id);
    const bobsTeam = department === bob.department ? rest.filter((m) => m.id !== bob.id).slice(0, 2) : [];
    for (const member of rest) reportsTo(member, bobsTeam.includes(member) ? bob : head);
  }
  for (const [index, head] of heads.entries()) {
    for (const other of heads.slice(index + 1)) {
      repo.addRelationship(corp.id, head.id, other.id, 'colleague', now);
    }
  }
  return ceo;
}

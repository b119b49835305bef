import type { EmulatorService } from '../../../api/testing/emulator-service';

/** Example Corp, whose org chart the seed derives from its people (emulator/seed/org-chart-seed.ts). */
export const EXAMPLE_CORP = 5897756601;

/** A seeded person by email: id and full name. */
export function seededPerson(service: EmulatorService, email: string): { id: number; name: string } {
  const user = service.emulator.repo.userByEmail(email);
  if (!user) throw new Error(`no demo user ${email}`);
  return { id: user.id, name: user.full_name };
}

/** Takes a person out of the org chart (in this test's transaction): no manager, colleagues nor reports. */
export function leaveOrgChart(service: EmulatorService, userId: number): void {
  const { db } = service.emulator;
  db.prepare('DELETE FROM org_reports WHERE network_id = ? AND (superior_id = ? OR subordinate_id = ?)').run(
    EXAMPLE_CORP,
    userId,
    userId,
  );
  db.prepare('DELETE FROM org_colleagues WHERE network_id = ? AND (user_id = ? OR colleague_id = ?)').run(
    EXAMPLE_CORP,
    userId,
    userId,
  );
}

/** The ids of a person's relationships as the emulator holds them now. */
export function chartIds(service: EmulatorService, userId: number) {
  const { superiors, subordinates, colleagues } = service.emulator.repo.relationshipsOf(EXAMPLE_CORP, userId);
  const ids = (people: { id: number }[]) => people.map((p) => p.id);
  return { superiors: ids(superiors), subordinates: ids(subordinates), colleagues: ids(colleagues) };
}

/** One person of the arranged chart, as the chart names and describes them. */
export interface OrgPerson {
  id: number;
  name: string;
  title: string;
}

/** Who plays which part in the chart that `arrangeOrg` draws. */
export interface OrgCast {
  tariq: OrgPerson;
  alice: OrgPerson;
  ethan: OrgPerson;
  mei: OrgPerson;
  ada: OrgPerson;
  sam: OrgPerson;
  bea: OrgPerson;
  maria: OrgPerson;
  /** Bea's 40 reports, in the order the emulator lists them (by user name). */
  team: OrgPerson[];
}

/**
 * Replaces Example Corp's seeded org chart (in this test's transaction) with a small one drawn from seeded
 * people: Tariq heads it; Alice (alice) reports to him and has Ethan (who has Sam) and Mei, and a colleague,
 * Ada (admin); Bea reports to Tariq with a team of 40; Maria and the reader have nobody.
 */
export function arrangeOrg(service: EmulatorService): OrgCast {
  const { db, repo } = service.emulator;
  db.prepare('DELETE FROM org_reports WHERE network_id = ?').run(EXAMPLE_CORP);
  db.prepare('DELETE FROM org_colleagues WHERE network_id = ?').run(EXAMPLE_CORP);
  const rows = repo.networkUsers({
    networkId: EXAMPLE_CORP,
    sortBy: 'name',
    reverse: false,
    offset: 0,
    limit: 1000,
  });
  const person = (row: (typeof rows)[number]): OrgPerson => ({
    id: row.id,
    name: row.full_name,
    title: row.job_title,
  });
  const byEmail = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`no ${email} in Example Corp`);
    return person(row);
  };
  const alice = byEmail('alice@example.com');
  const ada = byEmail('admin@example.com');
  const others = rows
    .filter((r) => ![alice.id, ada.id, service.userId].includes(r.id))
    .sort((a, b) => a.id - b.id)
    .map(person);
  const [tariq, first, second, sam, bea, maria, ...rest] = others;
  const team = rest.slice(0, 40);
  if (!tariq || !first || !second || !sam || !bea || !maria || team.length < 40)
    throw new Error('the seed has too few people for the arranged org chart');
  // Ethan is Alice's first report as the emulator lists them (by user name), Mei her second.
  const userName = (p: OrgPerson) => rows.find((r) => r.id === p.id)?.name ?? '';
  const [ethan, mei] = userName(first) < userName(second) ? [first, second] : [second, first];
  const now = Date.now();
  const manages = (superior: OrgPerson, subordinate: OrgPerson) =>
    repo.addRelationship(EXAMPLE_CORP, subordinate.id, superior.id, 'superior', now);
  manages(tariq, alice);
  manages(tariq, bea);
  manages(alice, ethan);
  manages(alice, mei);
  manages(ethan, sam);
  for (const member of team) manages(bea, member);
  repo.addRelationship(EXAMPLE_CORP, alice.id, ada.id, 'colleague', now);
  const listed = repo.relationshipsOf(EXAMPLE_CORP, bea.id).subordinates.map(person);
  return { tariq, alice, ethan, mei, ada, sam, bea, maria, team: listed };
}

/** The relationships requests made, as the user ids they asked about. */
export const relationshipReads = (service: EmulatorService) =>
  service.requests
    .filter((r) => r.startsWith('GET /api/v1/relationships.json'))
    .map((r) => Number(new URLSearchParams(r.split('?')[1]).get('user_id')));

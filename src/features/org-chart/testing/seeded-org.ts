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

import type { User } from '../../../../contract/users';
import type { EmulatorService } from '../../../api/testing/emulator-service';
import { arrangeRichPerson } from '../../../api/testing/rich-person';

/** Example Corp, the readers' network. */
export const EXAMPLE_CORP = 5897756601;

/** The person whose profile the tests open: James Khan of Product, made rich (api/testing/rich-person.ts). */
export const PERSON_EMAIL = 'james.khan@example.com';

/** A seeded person by email: their id and full name. */
export function seededPerson(service: EmulatorService, email: string): { id: number; name: string } {
  const user = service.emulator.repo.userByEmail(email);
  if (!user) throw new Error(`no demo user ${email}`);
  return { id: user.id, name: user.full_name };
}

/**
 * The profile's person, rich, and not followed by the reader (in this test's transaction), with their
 * manager in the seeded org chart and their follower count as the emulator serves them.
 */
export async function arrangePerson(
  service: EmulatorService,
): Promise<{ person: User; manager: { id: number; name: string }; followers: number }> {
  const person = await arrangeRichPerson(service, PERSON_EMAIL);
  const query = `target_type=user&target_id=${String(person.id)}`;
  await service.ask(`/api/v1/subscriptions.json?${query}`, { method: 'DELETE' });
  const served = (await (await service.ask(`/api/v1/users/${String(person.id)}.json`)).json()) as User;
  const chart = service.emulator.repo.relationshipsOf(EXAMPLE_CORP, person.id);
  const boss = chart.superiors[0];
  if (!boss || chart.subordinates.length > 0) throw new Error(`${PERSON_EMAIL} is no longer a report only`);
  return {
    person: served,
    manager: { id: boss.id, name: boss.full_name },
    followers: served.stats.followers,
  };
}

/** Whether the reader follows `id`, as the emulator holds it now. */
export async function follows(service: EmulatorService, id: number): Promise<boolean> {
  return (await service.ask(`/api/v1/subscriptions/to_user/${String(id)}.json`)).status === 200;
}

/**
 * Rewrites whom `userId` is followed by and follows (in this test's transaction): `followers` and `following`
 * seeded people of Example Corp (the first ones by id, the reader left out). Returns them in the order the
 * emulator lists them (by user name).
 */
export function arrangeFollows(
  service: EmulatorService,
  userId: number,
  counts: { followers: number; following: number },
): { followers: { id: number; name: string }[]; following: { id: number; name: string }[] } {
  const { db } = service.emulator;
  db.prepare("DELETE FROM follows WHERE target_type = 'user' AND (target_id = ? OR follower_id = ?)").run(
    userId,
    userId,
  );
  const people = db
    .prepare(
      `SELECT u.id, u.full_name AS name, u.name AS handle FROM network_members m JOIN users u ON u.id = m.user_id
       WHERE m.network_id = ? AND m.state = 'active' AND u.id NOT IN (?, ?) ORDER BY u.id`,
    )
    .all(EXAMPLE_CORP, userId, service.userId) as { id: number; name: string; handle: string }[];
  const insert = db.prepare("INSERT INTO follows VALUES (?, 'user', ?, ?)");
  const followers = people.slice(0, counts.followers);
  const following = people.slice(0, counts.following);
  for (const p of followers) insert.run(p.id, userId, Date.now());
  for (const p of following) insert.run(userId, p.id, Date.now());
  const listed = (list: typeof people) =>
    [...list]
      .sort((a, b) => a.handle.toLowerCase().localeCompare(b.handle.toLowerCase()) || a.id - b.id)
      .map(({ id, name }) => ({ id, name }));
  return { followers: listed(followers), following: listed(following) };
}

/** A member of Example Corp who has posted nothing, other than the reader. */
export function silentPerson(service: EmulatorService): { id: number; name: string } {
  const row = service.emulator.db
    .prepare(
      `SELECT u.id, u.full_name AS name FROM network_members m JOIN users u ON u.id = m.user_id
       WHERE m.network_id = ? AND m.state = 'active' AND u.id <> ?
       AND NOT EXISTS (SELECT 1 FROM messages x WHERE x.sender_id = u.id) ORDER BY u.id LIMIT 1`,
    )
    .get(EXAMPLE_CORP, service.userId) as { id: number; name: string } | undefined;
  if (!row) throw new Error('everyone in the seed has posted');
  return row;
}

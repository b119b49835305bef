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

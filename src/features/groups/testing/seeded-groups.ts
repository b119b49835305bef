import type { EmulatorService } from '../../../api/testing/emulator-service';

/**
 * The groups tests' reader in the seeded demo network: Malik Farouk is in seven groups (Security Council,
 * private, among them), not in Design Guild nor
 * Leadership Team (private; alice is), and is suggested People Ops, Design Guild, Social Club and
 * Book Club.
 */
export const READER = 'malik.farouk@example.com';

/** Example Corp, the readers' network. */
export const EXAMPLE_CORP = 5897756601;

export const GROUP = {
  engineering: 31158067001,
  launches: 31158067002,
  design: 31158067003,
  leadership: 31158067006,
  council: 31158067007,
  peopleOps: 31158067011,
} as const;

/** The ids of the reader's groups, as the emulator has them now. */
export async function myGroupIds(service: EmulatorService): Promise<number[]> {
  const answer = await service.ask('/api/v1/groups.json?mine=true');
  return ((await answer.json()) as { id: number }[]).map((group) => group.id);
}

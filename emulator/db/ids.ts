/**
 * Message ids grow with time like the real service's (about 2e15 in 2026, still below
 * Number.MAX_SAFE_INTEGER until the 2070s): milliseconds since 2010 times 4096, plus a sequence so that two
 * messages in the same millisecond still get distinct, increasing ids.
 */
const ID_EPOCH_MS = Date.UTC(2010, 0, 1);
const PER_MS = 4096;

export function messageIdFor(createdAtMs: number, previousMaxId: number): number {
  const fromTime = Math.max(0, createdAtMs - ID_EPOCH_MS) * PER_MS;
  return Math.max(fromTime, previousMaxId + 1);
}

/** Fixed id bases for the other kinds, in the magnitudes the real service shows. */
export const ID_BASE = {
  network: 5_897_756_600,
  user: 36_425_097_000,
  group: 31_158_067_000,
  topic: 12_345_600_000,
  app: 4_200,
} as const;

/**
 * The seed's clock, shared by the seed steps (seed.ts and the modules it calls): every seeded time is
 * derived from these constants, never from the wall clock, so a seed is the same whenever it runs.
 */

/** Every seeded time lies in the ~6 months before this instant. */
export const SEED_END_MS = Date.UTC(2026, 10, 1);
export const DAY_MS = 86_400_000;
/** How far before SEED_END_MS the seeded activity starts. */
export const SPAN_MS = 180 * DAY_MS;

/**
 * Shared wire primitives of the Collaboration Network API v1.
 * The real service sends bare JSON numbers for ids; they already reach ~45% of Number.MAX_SAFE_INTEGER,
 * so clients must never do arithmetic on ids (compare them, never add to them).
 */
export type Id = number;

/** `YYYY/MM/DD HH:MM:SS +0000`: the shape every timestamp of the real service has (not RFC 3339). */
export type WireDate = string;

/** Several user and group flags are booleans carried as text. Readers accept both forms. */
export type StringBoolean = 'true' | 'false';
export type LooseBoolean = boolean | StringBoolean;

export interface TypedRef {
  type: string;
  id: Id;
}

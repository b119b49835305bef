import { ownedDraftKey, readStoredDraft, writeStoredDraft, type DraftOwner } from '../../lib/draft-store';
import {
  ALL_FIELDS,
  changedFields,
  HISTORY_PARTS,
  newRowKey,
  TEXT_FIELDS,
  type HistoryKind,
  type HistoryRow,
  type ProfileValues,
} from './profile-values';

/**
 * The profile form's draft: only the fields the reader changed, each with its value as typed, in the same
 * store as the composer's drafts (lib/draft-store.ts), per person and network. Restored over the profile as
 * the service has it, so a field changed elsewhere meanwhile and untouched here is not overwritten.
 */
export const profileDraftKey = (owner: DraftOwner) => ownedDraftKey(owner, 'profile');

function readRows(kind: HistoryKind, value: unknown): HistoryRow[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const keys = new Set<string>();
  return value
    .filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    .map((row) => {
      // A damaged or repeated key would mix two rows' errors and focus: such a row gets a new one.
      const key = typeof row.key === 'string' && row.key !== '' && !keys.has(row.key) ? row.key : newRowKey();
      keys.add(key);
      const parts = HISTORY_PARTS[kind].map((p) => [p, typeof row[p] === 'string' ? row[p] : '']);
      return Object.fromEntries([['key', key], ...parts]) as HistoryRow;
    });
}

/** The stored changes, checked field by field (a damaged field is dropped, the rest kept), or null. */
export function loadProfileChanges(key: string): Partial<ProfileValues> | null {
  const changes = readStoredDraft(key)?.changes;
  if (typeof changes !== 'object' || changes === null) return null;
  const stored = changes as Record<string, unknown>;
  const result: Partial<ProfileValues> = {};
  for (const field of TEXT_FIELDS) {
    const value = stored[field];
    if (typeof value === 'string') result[field] = value;
  }
  const education = readRows('education', stored.education);
  if (education) result.education = education as ProfileValues['education'];
  const companies = readRows('previous_companies', stored.previous_companies);
  if (companies) result.previous_companies = companies as ProfileValues['previous_companies'];
  return Object.keys(result).length > 0 ? result : null;
}

/** Keeps what differs from `base`, or forgets the draft when nothing does. False when storage refused. */
export function saveProfileDraft(key: string, values: ProfileValues, base: ProfileValues): boolean {
  const fields = changedFields(values, base);
  if (fields.length === 0) return writeStoredDraft(key, null);
  const changes = Object.fromEntries(ALL_FIELDS.filter((f) => fields.includes(f)).map((f) => [f, values[f]]));
  return writeStoredDraft(key, { changes });
}

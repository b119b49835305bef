import type { Id } from '../../../contract/common';
import { ownedDraftKey, readStoredDraft, writeStoredDraft, type DraftOwner } from '../../lib/draft-store';

/**
 * Invite people as a draft (lib/draft-store.ts, per person and network, one per group invited to): what is in
 * the box, the addresses listed, and the service's reasons for those it refused, so a reload loses nothing.
 */
export interface InviteDraft {
  text: string;
  addresses: string[];
  /** The service's reason, by address as listed; gone once the address is edited or removed. */
  refused: Record<string, string>;
}

export const EMPTY_INVITE_DRAFT: InviteDraft = { text: '', addresses: [], refused: {} };

export const inviteDraftKey = (owner: DraftOwner, groupId?: Id) =>
  ownedDraftKey(owner, groupId === undefined ? 'invite' : `invite.group.${String(groupId)}`);

/** The kept draft, part by part (a damaged part reads as empty), or the empty form. */
export function readInviteDraft(key: string): InviteDraft {
  const stored = readStoredDraft(key);
  if (!stored) return EMPTY_INVITE_DRAFT;
  const addresses = Array.isArray(stored.addresses)
    ? stored.addresses.filter((a): a is string => typeof a === 'string')
    : [];
  const refused: Record<string, string> = {};
  if (typeof stored.refused === 'object' && stored.refused !== null)
    for (const [address, reason] of Object.entries(stored.refused))
      if (typeof reason === 'string' && addresses.includes(address)) refused[address] = reason;
  return { text: typeof stored.text === 'string' ? stored.text : '', addresses, refused };
}

/** Keeps the draft; an empty form leaves no entry behind. */
export function writeInviteDraft(key: string, draft: InviteDraft): void {
  const empty = draft.text.trim() === '' && draft.addresses.length === 0;
  writeStoredDraft(key, empty ? null : draft);
}

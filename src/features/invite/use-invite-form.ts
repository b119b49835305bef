import { useCallback, useState } from 'react';
import type { Id } from '../../../contract/common';
import { MAX_INVITATIONS } from '../../api/invitations/invitations-api';
import { useInvite } from '../../api/invitations/use-invite';
import { useKeptDraft } from '../../components/use-kept-draft';
import { isAddressShaped, mergeAddresses, parseAddresses } from './invite-addresses';
import { readInviteDraft, writeInviteDraft, type InviteDraft } from './invite-draft';

/** Where each listed address stands: ready to send, not an address, or refused by the service (why). */
/** Why Send sent nothing: no address at all, none ready, or more ready than one request may carry. */
export type InviteNote = { kind: 'empty' } | { kind: 'none-ready' } | { kind: 'too-many'; ready: number };

export type AddressState = { kind: 'ready' } | { kind: 'malformed' } | { kind: 'refused'; reason: string };

export function stateOf(draft: InviteDraft, address: string): AddressState {
  const reason = draft.refused[address];
  if (reason !== undefined) return { kind: 'refused', reason };
  return isAddressShaped(address) ? { kind: 'ready' } : { kind: 'malformed' };
}

const without = (refused: Record<string, string>, address: string) =>
  Object.fromEntries(Object.entries(refused).filter(([a]) => a !== address));

/** The addresses a Send would send: well shaped, not refused already. */
export const readyOf = (draft: InviteDraft) =>
  draft.addresses.filter((a) => stateOf(draft, a).kind === 'ready');

/**
 * Invite people's state: the box and the listed addresses (kept as a draft), adding from the box (typed or
 * pasted), Edit and Remove, and Send: the ready addresses go out, the sent ones leave the list for the Sent
 * list, the refused ones stay with the service's reason so they can be fixed.
 */
export function useInviteForm(draftKey: string, groupId: Id | undefined) {
  const draft = useKeptDraft<InviteDraft>({
    restore: () => readInviteDraft(draftKey),
    save: (value) => {
      writeInviteDraft(draftKey, value);
    },
  });
  const invite = useInvite();
  const [sent, setSent] = useState<string[]>([]);
  const [note, setNote] = useState<InviteNote | null>(null);

  /** Lists what `text` holds and leaves `rest` in the box. */
  const add = useCallback(
    (text: string, rest = '') => {
      setNote(null);
      draft.update((prev) => ({
        addresses: mergeAddresses(prev.addresses, parseAddresses(text)),
        text: rest,
      }));
    },
    [draft],
  );

  const setText = (text: string) => {
    // A separator typed (or a list pasted without the paste event) lists what comes before it at once.
    const cut = Math.max(text.lastIndexOf(','), text.lastIndexOf(';'), text.lastIndexOf('\n'));
    if (cut >= 0) add(text.slice(0, cut), text.slice(cut + 1));
    else draft.update({ text });
  };

  const remove = (address: string) => {
    draft.update((prev) => ({
      addresses: prev.addresses.filter((a) => a !== address),
      refused: without(prev.refused, address),
    }));
  };

  /** Puts an address back in the box to be corrected (whatever was in the box is listed first). */
  const edit = (address: string) => {
    draft.update((prev) => ({
      addresses: mergeAddresses(
        prev.addresses.filter((a) => a !== address),
        parseAddresses(prev.text),
      ),
      refused: without(prev.refused, address),
      text: address,
    }));
  };

  const send = () => {
    const listed = mergeAddresses(draft.value.addresses, parseAddresses(draft.value.text));
    const next = { ...draft.value, addresses: listed, text: '' };
    draft.replace(next);
    const ready = readyOf(next);
    if (ready.length === 0) {
      setNote(listed.length === 0 ? { kind: 'empty' } : { kind: 'none-ready' });
      return;
    }
    if (ready.length > MAX_INVITATIONS) {
      setNote({ kind: 'too-many', ready: ready.length });
      return;
    }
    setNote(null);
    invite.mutate(
      { emails: ready, groupId },
      {
        onSuccess: ({ outcomes }) => {
          const gone = ready.filter((a) => outcomes.get(a)?.state === 'sent');
          const refused: Record<string, string> = {};
          for (const [address, outcome] of outcomes)
            if (outcome.state === 'refused') refused[address] = outcome.reason;
          draft.update((prev) => ({
            addresses: prev.addresses.filter((a) => !gone.includes(a)),
            refused: { ...prev.refused, ...refused },
          }));
          setSent((prev) => mergeAddresses(prev, gone));
        },
      },
    );
  };

  return { draft: draft.value, add, setText, remove, edit, send, sent, note, invite };
}

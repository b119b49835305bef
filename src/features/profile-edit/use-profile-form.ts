import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import { useUpdateProfile } from '../../api/users/use-update-profile';
import { useKeptDraft } from '../../components/use-kept-draft';
import { loadProfileChanges, profileDraftKey, saveProfileDraft } from './profile-draft';
import { validateProfile, type ProfileErrors } from './profile-validation';
import {
  changedFields,
  emptyRow,
  HISTORY_PARTS,
  prefillFrom,
  updateParams,
  type HistoryKind,
  type HistoryRow,
  type ProfileField,
  type ProfileValues,
} from './profile-values';
import { saveFailure } from './save-failure';

/** The DOM id of a field, and of one part of one row: the labels, errors and focus all use these. */
export const fieldId = (field: string) => `profile-${field}`;
export const partId = (kind: HistoryKind, rowKey: string, part: string) =>
  `profile-${kind}-${rowKey}-${part}`;
export const addButtonId = (kind: HistoryKind) => `profile-${kind}-add`;

type Changes = Partial<ProfileValues>;

/** How a form of profile fields sends what changed: a write's `mutate`, whatever it saves to. */
export interface ProfileSender<T> {
  send: (
    params: UserUpdateParams,
    callbacks: {
      onSuccess: (answer: T) => void;
      onError: (error: unknown) => void;
      /** The write waits in the outbox (offline, the service in trouble), which will send it. */
      onWaiting: () => void;
    },
  ) => void;
  sending: boolean;
}

export interface ProfileFormSetup<T> {
  /** Where the draft is kept (lib/draft-store.ts). */
  draftKey: string;
  /** What the form shows under the draft, and what "changed" is measured against. */
  base: ProfileValues;
  /** Checked even when unchanged (a new person's address). */
  required?: readonly ProfileField[];
  sender: ProfileSender<T>;
  onSaved: (answer: T) => void;
  /** The changes wait in the outbox: the form lets go of them (the draft is forgotten), they go out later. */
  onQueued?: () => void;
}

/**
 * The reader's own profile form: the fields over the profile as the service has it, saved by
 * `PUT users/ID` through the outbox (see useProfileFields). `onSaved` says which: saved, or queued (the
 * edit waits in the outbox and will be saved when the network is back).
 */
export function useProfileForm(me: User, onSaved: (how: 'saved' | 'queued') => void) {
  const key = profileDraftKey({ networkId: me.network_id, userId: me.id });
  const base = useMemo(() => prefillFrom(me), [me]);
  const mutation = useUpdateProfile();
  return useProfileFields({
    draftKey: key,
    base,
    sender: {
      send: (params, callbacks) => {
        mutation.mutate({ id: me.id, params }, callbacks);
      },
      sending: mutation.isPending,
    },
    onSaved: () => {
      onSaved('saved');
    },
    onQueued: () => {
      onSaved('queued');
    },
  });
}

/**
 * A form of the profile fields of spec 4.6: its state and actions. It holds only what was changed, over
 * `base` (so a refetched profile shows through every untouched field), kept as a draft; it checks the changed
 * fields (and the required ones), sends only those, and on success forgets the draft and calls `onSaved`.
 */
export function useProfileFields<T>({
  draftKey: key,
  base,
  required = [],
  sender,
  onSaved,
  onQueued,
}: ProfileFormSetup<T>) {
  const baseRef = useRef(base);
  useEffect(() => {
    baseRef.current = base;
  }, [base]);
  const [stored] = useState(() => loadProfileChanges(key));
  const [fromBefore, setFromBefore] = useState(
    () => stored !== null && changedFields({ ...base, ...stored }, base).length > 0,
  );
  const save = useCallback(
    ({ changes }: { changes: Changes }) => {
      saveProfileDraft(key, { ...baseRef.current, ...changes }, baseRef.current);
    },
    [key],
  );
  const draft = useKeptDraft<{ changes: Changes }>({ restore: () => ({ changes: stored ?? {} }), save });
  const values: ProfileValues = { ...base, ...draft.value.changes };
  const changed = changedFields(values, base);
  // Said while the changes kept from before are there: a discard takes the note away with them.
  const restored = fromBefore && changed.length > 0;

  const [errors, setErrors] = useState<ProfileErrors>({});
  // What the last Save came to: why it failed (an error), or that there was nothing to send (a note).
  const [message, setMessage] = useState<{ text: MessageDescriptor; tone: 'error' | 'note' } | null>(null);
  // Where focus goes once the next render is on screen: a DOM id, or the first field marked invalid.
  const focusNext = useRef<{ id: string } | 'invalid' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    const el =
      target === 'invalid'
        ? document.querySelector<HTMLElement>('[data-profile-form] [aria-invalid="true"]')
        : document.getElementById(target.id);
    el?.focus();
  });

  const forget = (...keys: string[]) => {
    setErrors((prev) =>
      keys.some((k) => k in prev)
        ? Object.fromEntries(Object.entries(prev).filter(([k]) => !keys.includes(k)))
        : prev,
    );
  };

  const setField = (field: Exclude<keyof ProfileValues, HistoryKind>, value: string) => {
    draft.update((prev) => ({ changes: { ...prev.changes, [field]: value } }));
    forget(field);
  };

  const setRows = (kind: HistoryKind, edit: (rows: HistoryRow[]) => HistoryRow[]) => {
    draft.update((prev) => {
      const rows = (prev.changes[kind] ?? baseRef.current[kind]) as HistoryRow[];
      return { changes: { ...prev.changes, [kind]: edit(rows) } };
    });
    forget(kind);
  };

  const setPart = (kind: HistoryKind, rowKey: string, part: string, value: string) => {
    setRows(kind, (rows) => rows.map((row) => (row.key === rowKey ? { ...row, [part]: value } : row)));
    forget(`${kind}.${rowKey}.${part}`);
  };

  const addRow = (kind: HistoryKind) => {
    const row = emptyRow(kind);
    setRows(kind, (rows) => [...rows, row]);
    focusNext.current = { id: partId(kind, row.key, HISTORY_PARTS[kind][0]) };
  };

  /** Focus goes to the row before (or after, for the first one), or to Add when none is left. */
  const removeRow = (kind: HistoryKind, rowKey: string) => {
    const rows = values[kind] as HistoryRow[];
    const index = rows.findIndex((row) => row.key === rowKey);
    const neighbour = rows[index - 1] ?? rows[index + 1];
    setRows(kind, (list) => list.filter((row) => row.key !== rowKey));
    forget(...HISTORY_PARTS[kind].map((part) => `${kind}.${rowKey}.${part}`));
    focusNext.current = {
      id: neighbour ? partId(kind, neighbour.key, HISTORY_PARTS[kind][0]) : addButtonId(kind),
    };
  };

  const submit = () => {
    if (sender.sending) return;
    if (changed.length === 0 && required.length === 0) {
      setMessage({ text: msg`Nothing to save: no field has changed.`, tone: 'note' });
      return;
    }
    const found = validateProfile(values, [...new Set([...required, ...changed])]);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(null);
      focusNext.current = 'invalid';
      return;
    }
    // Kept before it leaves: a session that expires on the way unmounts the form with the draft stored.
    draft.flush();
    setMessage(null);
    const sent = values;
    // Once the outbox holds the changes the form has let go: their later success is not the form's news.
    let handedOver = false;
    sender.send(updateParams(sent, [...new Set([...required, ...changed])]), {
      onSuccess: (answer) => {
        if (handedOver) return;
        draft.replace({ changes: {} });
        onSaved(answer);
      },
      onWaiting: () => {
        if (!onQueued) return;
        handedOver = true;
        draft.replace({ changes: {} });
        onQueued();
      },
      onError: (error) => {
        const failure = saveFailure(error, sent);
        setErrors(failure.fieldErrors);
        setMessage({ text: failure.message, tone: 'error' });
        if (Object.keys(failure.fieldErrors).length > 0) focusNext.current = 'invalid';
      },
    });
  };

  const discard = () => {
    draft.replace({ changes: {} });
    setFromBefore(false);
    setErrors({});
    setMessage(null);
    focusNext.current = { id: fieldId(required[0] ?? 'full_name') };
  };

  return {
    values,
    changed,
    restored,
    errors,
    message,
    saving: sender.sending,
    setField,
    setPart,
    addRow,
    removeRow,
    submit,
    discard,
  };
}

export type ProfileForm = ReturnType<typeof useProfileFields>;

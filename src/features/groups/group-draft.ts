import type { Id } from '../../../contract/common';

/**
 * The Create a group form as a draft, in localStorage: a reload, a crash or a refused create loses nothing
 * typed. One per person and network, under the composer drafts' prefix (lib/drafts.ts), scope `new-group`.
 */
export interface GroupDraft {
  name: string;
  description: string;
  private: boolean;
  showInDirectory: boolean;
}

export const EMPTY_GROUP_DRAFT: GroupDraft = {
  name: '',
  description: '',
  private: false,
  showInDirectory: true,
};

export function groupDraftKey(owner: { networkId: Id; userId: Id }): string {
  return `commons.draft.v1.${String(owner.networkId)}.${String(owner.userId)}.new-group`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The kept draft, field by field (a damaged field reads as its default), or the empty form. */
export function readGroupDraft(key: string): GroupDraft {
  try {
    const raw = storage()?.getItem(key);
    const d = raw ? (JSON.parse(raw) as Partial<Record<keyof GroupDraft, unknown>> | null) : null;
    if (typeof d !== 'object' || d === null) return EMPTY_GROUP_DRAFT;
    return {
      name: typeof d.name === 'string' ? d.name : '',
      description: typeof d.description === 'string' ? d.description : '',
      private: d.private === true,
      showInDirectory: d.showInDirectory !== false,
    };
  } catch {
    return EMPTY_GROUP_DRAFT;
  }
}

/** Keeps the draft; a form with nothing typed (or null: the group was created) leaves no entry behind. */
export function writeGroupDraft(key: string, draft: GroupDraft | null): void {
  try {
    const empty = draft === null || (draft.name.trim() === '' && draft.description.trim() === '');
    if (empty) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Storage full or blocked: the form still works, it only cannot outlive a reload.
  }
}

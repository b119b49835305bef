import { useCallback } from 'react';
import { useKeptDraft } from '../../components/use-kept-draft';
import { EMPTY_DRAFT, loadDraft, saveDraft, type Draft } from '../../lib/drafts';

export type DraftState = Omit<Draft, 'savedAt'>;

/**
 * The composer's state, kept as the draft of this place (components/use-kept-draft.ts). `discard` forgets
 * it: only after the service confirmed the post.
 */
export function useDraft(key: string, initial: Partial<DraftState> = {}) {
  const save = useCallback(
    (draft: DraftState) => {
      saveDraft(key, draft);
    },
    [key],
  );
  const { value, update, flush, replace } = useKeptDraft<DraftState>({
    restore: () => ({ ...EMPTY_DRAFT, ...initial, ...loadDraft(key) }),
    save,
  });

  const discard = useCallback(
    (next: Partial<DraftState> = {}) => {
      replace({ ...EMPTY_DRAFT, ...initial, ...next });
    },
    // `initial` is read when discarding only; its identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [replace],
  );

  return { draft: value, update, flush, discard };
}

import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_GROUP_DRAFT, groupDraftKey, readGroupDraft, writeGroupDraft } from './group-draft';

const key = groupDraftKey({ networkId: 1, userId: 2 });

beforeEach(() => {
  localStorage.clear();
});

describe('the Create a group draft', () => {
  it('is kept per person and network, and read back whole', () => {
    expect(key).toBe('commons.draft.v1.1.2.new-group');
    const draft = {
      name: 'Climbers',
      description: 'Weekends\nat the wall',
      private: true,
      showInDirectory: false,
    };
    writeGroupDraft(key, draft);
    expect(readGroupDraft(key)).toEqual(draft);
  });

  it('leaves nothing behind once nothing is typed or the group is created', () => {
    writeGroupDraft(key, { ...EMPTY_GROUP_DRAFT, name: 'x' });
    writeGroupDraft(key, { ...EMPTY_GROUP_DRAFT, private: true });
    expect(localStorage.getItem(key)).toBeNull();
    writeGroupDraft(key, { ...EMPTY_GROUP_DRAFT, name: 'x' });
    writeGroupDraft(key, null);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads a damaged entry field by field, and nonsense as the empty form', () => {
    localStorage.setItem(key, JSON.stringify({ name: 'Kept', description: 7, private: 'yes' }));
    expect(readGroupDraft(key)).toEqual({ ...EMPTY_GROUP_DRAFT, name: 'Kept' });
    localStorage.setItem(key, '{not json');
    expect(readGroupDraft(key)).toEqual(EMPTY_GROUP_DRAFT);
  });
});

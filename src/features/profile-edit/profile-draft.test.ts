import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { readFixture } from '../../api/testing/fixtures';
import { loadDraft } from '../../lib/drafts';
import { loadProfileChanges, profileDraftKey, saveProfileDraft } from './profile-draft';
import { emptyRow, prefillFrom } from './profile-values';

const base = prefillFrom(readFixture('user-old.json') as User);
const key = profileDraftKey({ networkId: 1, userId: 10 });

beforeEach(() => {
  localStorage.clear();
});

describe('the profile draft', () => {
  it('keeps only the changed fields, per person and network, and restores them over the profile', () => {
    const row = { ...emptyRow('education'), school: 'Night school' };
    saveProfileDraft(key, { ...base, job_title: 'Librarian', education: [...base.education, row] }, base);
    expect(loadProfileChanges(key)).toEqual({ job_title: 'Librarian', education: [...base.education, row] });
    expect(loadProfileChanges(profileDraftKey({ networkId: 1, userId: 11 }))).toBeNull();
    expect(loadProfileChanges(profileDraftKey({ networkId: 2, userId: 10 }))).toBeNull();
    // The composer's drafts share the store, not the entry.
    expect(loadDraft(key)?.body ?? '').toBe('');
  });

  it('is forgotten when nothing differs from the profile any more', () => {
    saveProfileDraft(key, { ...base, location: 'Riga' }, base);
    expect(localStorage.getItem(key)).not.toBeNull();
    saveProfileDraft(key, base, base);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('a damaged field is dropped, the rest restored; a damaged entry is no draft', () => {
    localStorage.setItem(
      key,
      JSON.stringify({
        changes: {
          summary: 'Kept',
          location: 42,
          education: [{ key: 'a', school: 'One' }, { key: 'a', school: 'Two', degree: 7 }, 'junk'],
        },
      }),
    );
    const changes = loadProfileChanges(key);
    expect(changes?.summary).toBe('Kept');
    expect(changes).not.toHaveProperty('location');
    expect(changes?.education?.map((r) => [r.school, r.degree])).toEqual([
      ['One', ''],
      ['Two', ''],
    ]);
    // Two rows never share a key (focus and errors follow it).
    expect(new Set(changes?.education?.map((r) => r.key)).size).toBe(2);
    localStorage.setItem(key, '{not json');
    expect(loadProfileChanges(key)).toBeNull();
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, EMPTY_DRAFT, loadDraft, saveDraft } from './drafts';

const alice = { networkId: 1, userId: 10 };
const bob = { networkId: 1, userId: 11 };
const partners = { networkId: 2, userId: 10 };

beforeEach(() => {
  localStorage.clear();
});

describe('drafts', () => {
  it('scopes a draft to the person, the network and the place it will be posted', () => {
    const keys = [
      draftKey(alice, { kind: 'network' }),
      draftKey(alice, { kind: 'group', id: 5 }),
      draftKey(alice, { kind: 'group', id: 6 }),
      draftKey(alice, { kind: 'topic', id: 5 }),
      draftKey(alice, { kind: 'thread', id: 5 }),
      draftKey(alice, { kind: 'direct', id: 5 }),
      draftKey(bob, { kind: 'network' }),
      draftKey(partners, { kind: 'network' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    saveDraft(keys[1] ?? '', { ...EMPTY_DRAFT, body: 'for group 5' });
    expect(loadDraft(keys[1] ?? '')?.body).toBe('for group 5');
    for (const key of keys.filter((_, i) => i !== 1)) expect(loadDraft(key)).toBeNull();
  });

  it('restores every field, with the pending attachments and the link', () => {
    const key = draftKey(alice, { kind: 'thread', id: 99 });
    const draft = {
      body: 'Reply text',
      topics: ['okr'],
      groupId: 4,
      broadcast: true,
      attachments: [{ id: 7, name: 'plan.pdf', size: 1200, contentType: 'application/pdf' }],
      link: { url: 'https://example.com', title: 'Example', edited: true },
      to: null,
    };
    expect(saveDraft(key, draft, 1234)).toBe(true);
    expect(loadDraft(key)).toEqual({ ...draft, savedAt: 1234 });
  });

  it('keeps whom a new private message goes to, in a place of its own', () => {
    const key = draftKey(alice, { kind: 'private' });
    expect(key).not.toBe(draftKey(alice, { kind: 'direct', id: 5 }));
    saveDraft(key, { ...EMPTY_DRAFT, body: 'psst', to: { id: 5, name: 'Bob Brown' } });
    expect(loadDraft(key)?.to).toEqual({ id: 5, name: 'Bob Brown' });
    localStorage.setItem(key, JSON.stringify({ body: 'psst', to: { id: 'x' } }));
    expect(loadDraft(key)?.to).toBeNull();
  });

  it('forgets an empty draft instead of storing it, and clears on request', () => {
    const key = draftKey(alice, { kind: 'network' });
    saveDraft(key, { ...EMPTY_DRAFT, body: 'x' });
    saveDraft(key, { ...EMPTY_DRAFT, body: '   ', topics: ['a'] });
    expect(localStorage.getItem(key)).toBeNull();
    saveDraft(key, { ...EMPTY_DRAFT, body: 'y' });
    clearDraft(key);
    expect(loadDraft(key)).toBeNull();
  });

  it('keeps what is readable of a damaged entry', () => {
    const key = draftKey(alice, { kind: 'network' });
    localStorage.setItem(key, JSON.stringify({ body: 'kept', topics: 'nope', attachments: [{ id: 'x' }] }));
    expect(loadDraft(key)).toMatchObject({ body: 'kept', topics: [], attachments: [] });
    localStorage.setItem(key, '{not json');
    expect(loadDraft(key)).toBeNull();
  });
});

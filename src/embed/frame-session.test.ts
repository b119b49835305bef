import { afterEach, describe, expect, it, vi } from 'vitest';

/** A browser that refuses third-party storage throws on `window.localStorage` inside the frame. */
function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
  });
}

async function freshSession() {
  vi.resetModules();
  return (await import('./frame-session')).frameSession;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('the frame session', () => {
  it('keeps the token the popup handed back in localStorage, for the next visit', async () => {
    const session = await freshSession();
    session.signIn('token-1');
    expect(session.getToken()).toBe('token-1');
    expect((await freshSession()).getToken()).toBe('token-1');
  });

  it('still signs in where the browser blocks the frame’s storage, for as long as the page lives', async () => {
    blockStorage();
    const session = await freshSession();
    expect(session.getSnapshot().token).toBeNull();
    session.signIn('token-2');
    expect(session.getToken()).toBe('token-2');
    session.refuse('token-2');
    expect(session.getSnapshot()).toMatchObject({ token: null, expired: true });
  });

  it('keeps the draft in memory where storage is blocked', async () => {
    blockStorage();
    vi.resetModules();
    const { readDraft, saveDraft } = await import('./embed-draft');
    const options = { feed: 'group', feedId: '7' } as Parameters<typeof readDraft>[0];
    saveDraft(options, 'half a thought');
    expect(readDraft(options)).toBe('half a thought');
  });
});

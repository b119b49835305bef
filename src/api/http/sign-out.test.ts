import { afterEach, describe, expect, it } from 'vitest';
import {
  getToken,
  resetSessionFromStorage,
  sessionStore,
  setNetworkTokens,
  setToken,
} from '../../auth/session';
import { TEST_CONFIG } from '../../config/test-config';
import { draftKey, loadDraft, saveDraft } from '../../lib/drafts';
import { fingerprint } from '../../lib/fingerprint';
import { serviceSignOutUrl, signOutEverywhere } from './sign-out';
import { browserSpendStore, budgetScope } from './spend-store';

const owner = { networkId: 1, userId: 7 };

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetSessionFromStorage();
});

describe('signing out', () => {
  it("forgets every token, their rate-limit budgets and the files of the person's drafts, keeping the words", async () => {
    setToken('home');
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    for (const token of ['home', 'p-1', 'someone-else']) {
      browserSpendStore(() => budgetScope(TEST_CONFIG.serviceBaseUrl, token)).write('messages', {
        sends: [{ at: Date.now() }],
        pausedUntil: 0,
      } as never);
    }
    const key = draftKey(owner, { kind: 'network' });
    saveDraft(key, {
      body: 'Half a thought',
      topics: [],
      groupId: null,
      attachments: [{ id: 5, name: 'a.png', size: 3, type: 'image/png' }],
      link: null,
      to: null,
    } as never);

    const went: string[] = [];
    await signOutEverywhere(TEST_CONFIG, owner, (url) => went.push(url));
    expect(went).toEqual([]);

    expect(getToken()).toBeNull();
    expect(sessionStore.getSnapshot()).toMatchObject({ signedIn: false, notice: 'signed-out' });
    const spent = JSON.parse(localStorage.getItem('commons.rateLimits') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(spent)).toEqual([
      fingerprint(budgetScope(TEST_CONFIG.serviceBaseUrl, 'someone-else')),
    ]);
    expect(loadDraft(key)).toMatchObject({ body: 'Half a thought', attachments: [] });
  });

  it("sends the browser through the service's sign-out, back to the app's start", async () => {
    setToken('home');
    const went: string[] = [];
    await signOutEverywhere({ ...TEST_CONFIG, signOutUrl: 'https://service.test/out' }, owner, (u) =>
      went.push(u),
    );
    expect(went).toEqual([
      `https://service.test/out?client_id=commons-demo&redirect_uri=${encodeURIComponent(`${window.location.origin}/`)}`,
    ]);
    const url = serviceSignOutUrl(
      { ...TEST_CONFIG, signOutUrl: 'http://127.0.0.1:8787/oauth2/sign-out' },
      'http://localhost:5173',
    );
    expect(url).toBe(
      'http://127.0.0.1:8787/oauth2/sign-out?client_id=commons-demo&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2F',
    );
  });

  it('signs out the other tabs of the same sign-in, and only those', async () => {
    setToken('home');
    const otherTab = new BroadcastChannel('commons.session');
    otherTab.postMessage({ type: 'signed-out', who: fingerprint('not-mine') });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getToken()).toBe('home');
    otherTab.postMessage({ type: 'signed-out', who: fingerprint('home') });
    await expect.poll(() => getToken()).toBeNull();
    expect(sessionStore.getSnapshot().notice).toBe('signed-out');
    otherTab.close();
  });
});

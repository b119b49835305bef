import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../config/test-config';
import { keepOidcTokenFresh, RENEW_AHEAD_MS } from './oidc-renewal';
import { getToken, resetSessionFromStorage, sessionStore, setNetworkTokens, setToken } from './session';

const provider = vi.hoisted(() => ({
  expiresAt: 0,
  renewed: null as string | null,
  renewals: 0,
}));

vi.mock('./oidc-provider', () => ({
  oidcExpiry: () => Promise.resolve(provider.expiresAt),
  renewOidcToken: () => {
    provider.renewals += 1;
    provider.expiresAt = Date.now() + 10 * 60_000;
    return Promise.resolve(provider.renewed);
  },
}));

const config = { ...TEST_CONFIG, oidc: { authority: 'https://idp.test', clientId: 'c', scope: 'openid' } };

beforeEach(() => {
  vi.useFakeTimers();
  provider.renewals = 0;
  provider.expiresAt = Date.now() + 10 * 60_000;
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  resetSessionFromStorage();
});

describe("an identity provider's short-lived token", () => {
  it('is renewed a minute before it expires, keeping the rest of the session, and again after that', async () => {
    setToken('first');
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    provider.renewed = 'second';
    const stop = keepOidcTokenFresh(config);
    await vi.advanceTimersByTimeAsync(10 * 60_000 - RENEW_AHEAD_MS - 1_000);
    expect(provider.renewals).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(provider.renewals).toBe(1);
    expect(getToken()).toBe('second');
    expect(JSON.parse(sessionStorage.getItem('commons.networkTokens') ?? '{}')).toEqual({ partners: 'p-1' });
    provider.renewed = 'third';
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(provider.renewals).toBe(2);
    expect(getToken()).toBe('third');
    stop();
  });

  it('ends the session the usual way when the provider refuses, so the sign-in brings the reader back', async () => {
    setToken('first');
    provider.renewed = null;
    const stop = keepOidcTokenFresh(config);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sessionStore.getSnapshot()).toMatchObject({ signedIn: false, notice: 'expired' });
    stop();
  });
});

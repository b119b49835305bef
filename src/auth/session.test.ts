import { afterEach, describe, expect, it } from 'vitest';
import {
  expireSession,
  getSignInToken,
  getToken,
  refuseToken,
  rememberedNetwork,
  rememberNetwork,
  resetSessionFromStorage,
  sessionStore,
  setNetworkTokens,
  setToken,
  signOut,
  startViewingAs,
  viewingAs,
  wasRefused,
} from './session';

afterEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
});

describe('the tab session', () => {
  it('keeps the token for the tab only, in sessionStorage', () => {
    setToken('t-1');
    expect(getToken()).toBe('t-1');
    expect(sessionStorage.getItem('commons.token')).toBe('t-1');
    expect(localStorage.getItem('commons.token')).toBeNull();
  });

  it('tells, even after a reload, that the session expired', () => {
    setToken('t-1');
    expireSession();
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, notice: 'expired', signedIn: false });
    // A reload reads the tab's storage afresh.
    resetSessionFromStorage();
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, notice: 'expired' });
  });

  it('forgets the notice once signed in again', () => {
    expireSession();
    setToken('t-2');
    resetSessionFromStorage();
    expect(sessionStore.getSnapshot()).toEqual({ token: 't-2', notice: null, signedIn: true, network: null });
  });

  it('says signed-out after sign-out', () => {
    setToken('t-1');
    signOut();
    resetSessionFromStorage();
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, notice: 'signed-out', signedIn: false });
  });
});

describe('a token per network', () => {
  it("uses the page's network's token, and the sign-in token on the sign-in network's pages", () => {
    setToken('home');
    setNetworkTokens([
      { permalink: 'example.com', token: 'home' },
      { permalink: 'partners', token: 'p-1' },
    ]);
    expect(getToken()).toBe('home');
    resetSessionFromStorage('partners');
    expect(sessionStore.getSnapshot()).toEqual({
      token: 'p-1',
      notice: null,
      signedIn: true,
      network: 'partners',
    });
    expect(getSignInToken()).toBe('home');
  });

  it('is signed in without a token while a network page waits for its token', () => {
    setToken('home');
    resetSessionFromStorage('partners');
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, signedIn: true, network: 'partners' });
  });

  it('closes only that network when its token is refused, and never takes the refused token back', () => {
    setToken('home');
    resetSessionFromStorage('partners');
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    refuseToken('p-1');
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, signedIn: true, notice: null });
    expect(wasRefused('p-1')).toBe(true);
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    expect(getToken()).toBeNull();
    setNetworkTokens([{ permalink: 'partners', token: 'p-2' }]);
    expect(getToken()).toBe('p-2');
  });

  it('ends the whole session when the sign-in token is refused, from any network page', () => {
    setToken('home');
    resetSessionFromStorage('partners');
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    refuseToken('home');
    expect(sessionStore.getSnapshot()).toMatchObject({ token: null, signedIn: false, notice: 'expired' });
    expect(sessionStorage.getItem('commons.networkTokens')).toBeNull();
  });

  it("forgets the last person's network tokens at a new sign-in and at sign-out", () => {
    setToken('home');
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    setToken('someone-else');
    resetSessionFromStorage('partners');
    expect(getToken()).toBeNull();
    setNetworkTokens([{ permalink: 'partners', token: 'p-2' }]);
    signOut();
    expect(sessionStorage.getItem('commons.networkTokens')).toBeNull();
  });

  it('remembers the network id per page network', () => {
    setToken('home');
    setNetworkTokens([{ permalink: 'partners', token: 'p-1' }]);
    rememberNetwork(1);
    resetSessionFromStorage('partners');
    expect(rememberedNetwork()).toBeNull();
    rememberNetwork(2);
    expect(rememberedNetwork()).toBe(2);
    resetSessionFromStorage();
    expect(rememberedNetwork()).toBe(1);
  });
});

describe('a tab that views as someone', () => {
  it("replaces every token the tab held (the admin's, copied on opening) and names the person", () => {
    setToken('admin');
    setNetworkTokens([{ permalink: 'partners', token: 'admin-p' }]);
    startViewingAs('bobs', 'Bob Stone');
    expect(getToken()).toBe('bobs');
    expect(getSignInToken()).toBe('bobs');
    expect(sessionStorage.getItem('commons.networkTokens')).toBeNull();
    expect(viewingAs()).toBe('Bob Stone');
    // Through a reload too.
    resetSessionFromStorage();
    expect(viewingAs()).toBe('Bob Stone');
  });

  it('is no one once signed out, and a later sign-in of ones own names no one', () => {
    startViewingAs('bobs', 'Bob Stone');
    signOut();
    expect(viewingAs()).toBeNull();
    setToken('mine');
    expect(viewingAs()).toBeNull();
  });

  it('names no one in a tab of ones own', () => {
    setToken('mine');
    expect(viewingAs()).toBeNull();
  });
});

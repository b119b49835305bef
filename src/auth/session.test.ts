import { afterEach, describe, expect, it } from 'vitest';
import { expireSession, getToken, resetSessionFromStorage, sessionStore, setToken, signOut } from './session';

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
    expect(sessionStore.getSnapshot()).toEqual({ token: null, notice: 'expired' });
    // A reload reads the tab's storage afresh.
    resetSessionFromStorage();
    expect(sessionStore.getSnapshot()).toEqual({ token: null, notice: 'expired' });
  });

  it('forgets the notice once signed in again', () => {
    expireSession();
    setToken('t-2');
    resetSessionFromStorage();
    expect(sessionStore.getSnapshot()).toEqual({ token: 't-2', notice: null });
  });

  it('says signed-out after sign-out', () => {
    setToken('t-1');
    signOut();
    resetSessionFromStorage();
    expect(sessionStore.getSnapshot()).toEqual({ token: null, notice: 'signed-out' });
  });
});

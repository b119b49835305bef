import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../config/test-config';
import { captureAuthReturn, finishSignIn, resetAuthReturn } from './auth-return';
import { authorizeUrl } from './implicit-grant';
import { savePendingSignIn, takePendingSignIn } from './pending-sign-in';
import { getToken, resetSessionFromStorage, setToken } from './session';

function fakeWindow(href: string) {
  const url = new URL(href);
  const replaceState = vi.fn();
  const win = {
    location: { href: url.href, hash: url.hash, search: url.search, pathname: url.pathname },
    history: { state: null, replaceState },
  } as unknown as Window;
  return { win, replaceState };
}

beforeEach(() => {
  sessionStorage.clear();
  resetSessionFromStorage();
  resetAuthReturn();
});
afterEach(() => {
  sessionStorage.clear();
});

describe('authorizeUrl', () => {
  it('asks the dialog for an implicit grant with our client, redirect URI and state', () => {
    const url = new URL(authorizeUrl(TEST_CONFIG, 'abc'));
    expect(url.origin + url.pathname).toBe('https://service.test/dialog/oauth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'commons-demo',
      redirect_uri: 'http://localhost:5173/auth/callback',
      response_type: 'token',
      state: 'abc',
    });
  });
});

describe('the sign-in return', () => {
  it('removes the fragment from the address bar and history before anything else, keeping other params', () => {
    const { win, replaceState } = fakeWindow(
      'http://localhost:5173/auth/callback?x=1#access_token=T0K&state=s1',
    );
    expect(captureAuthReturn(win)).toBe(true);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/auth/callback?x=1');
    expect(JSON.stringify(replaceState.mock.calls)).not.toContain('T0K');
  });

  it('ignores an ordinary address', () => {
    const { win, replaceState } = fakeWindow('http://localhost:5173/groups/1?x=1');
    expect(captureAuthReturn(win)).toBe(false);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('keeps the token and returns to the saved route when the state matches', async () => {
    savePendingSignIn({ state: 's1', returnTo: '/groups/7?view=flat', method: 'implicit' });
    captureAuthReturn(fakeWindow('http://localhost:5173/auth/callback#access_token=T0K&state=s1').win);
    await expect(finishSignIn(TEST_CONFIG)).resolves.toEqual({
      kind: 'signed-in',
      returnTo: '/groups/7?view=flat',
    });
    expect(getToken()).toBe('T0K');
    expect(sessionStorage.getItem('commons.token')).toBe('T0K');
    // A state is good once.
    expect(takePendingSignIn()).toBeNull();
  });

  it('rejects a state that does not match, and discards the token', async () => {
    savePendingSignIn({ state: 'ours', returnTo: '/', method: 'implicit' });
    captureAuthReturn(
      fakeWindow('http://localhost:5173/auth/callback#access_token=stolen&state=not-ours').win,
    );
    const outcome = await finishSignIn(TEST_CONFIG);
    expect(outcome.kind).toBe('invalid');
    expect(getToken()).toBeNull();
    expect(JSON.stringify(sessionStorage)).not.toContain('stolen');
  });

  it('rejects a return when no sign-in was started in this tab', async () => {
    captureAuthReturn(fakeWindow('http://localhost:5173/auth/callback#access_token=T&state=s').win);
    expect((await finishSignIn(TEST_CONFIG)).kind).toBe('invalid');
    expect(getToken()).toBeNull();
  });

  it('ignores a stray return in a tab that is signed in: the session stays, the page carries on', async () => {
    // Back from the feed after signing in: the dialog redirects at once, with the state already used.
    setToken('the-session');
    captureAuthReturn(fakeWindow('http://localhost:5173/auth/callback#access_token=another&state=used').win);
    expect(await finishSignIn(TEST_CONFIG)).toEqual({ kind: 'signed-in', returnTo: '/' });
    expect(getToken()).toBe('the-session');
    expect(JSON.stringify(sessionStorage)).not.toContain('another');
  });

  it('shows a Deny (error in the query) with its description', async () => {
    savePendingSignIn({ state: 's2', returnTo: '/x', method: 'implicit' });
    const { win, replaceState } = fakeWindow(
      'http://localhost:5173/auth/callback?error=access_denied&error_description=The+user+denied+your+request.&state=s2',
    );
    captureAuthReturn(win);
    expect(replaceState).toHaveBeenCalledWith(null, '', '/auth/callback');
    await expect(finishSignIn(TEST_CONFIG)).resolves.toEqual({
      kind: 'denied',
      error: 'access_denied',
      description: 'The user denied your request.',
      returnTo: '/x',
    });
  });

  it('never returns to another origin', async () => {
    savePendingSignIn({ state: 's', returnTo: '//evil.example.com/', method: 'implicit' });
    captureAuthReturn(fakeWindow('http://localhost:5173/auth/callback#access_token=T&state=s').win);
    expect(await finishSignIn(TEST_CONFIG)).toEqual({ kind: 'signed-in', returnTo: '/' });
  });
});

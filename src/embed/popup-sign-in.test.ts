import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../config/test-config';
import { handBackSignIn } from './popup-return';
import { signInWithPopup } from './popup-sign-in';
import { readSignInMessage, SIGN_IN_MESSAGE } from './sign-in-message';

/** A popup window as the frame sees it: posts arrive from it as `source`. */
function fakePopup() {
  return { closed: false } as unknown as Window;
}

function post(data: unknown, source: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

function stateOf(url: string): string {
  return new URL(url).searchParams.get('state') ?? '';
}

describe('sign-in from the frame', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens the dialog with a fresh state and a redirect to /embed/ on the app, and takes only its own answer', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const outcome = signInWithPopup(TEST_CONFIG);
    const url = String(open.mock.calls[0]?.[0]);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${window.location.origin}/embed/`);
    expect(new URL(url).searchParams.get('response_type')).toBe('token');
    const state = stateOf(url);
    expect(state.length).toBeGreaterThan(10);

    // Another origin, another window and another state are all ignored.
    post({ type: SIGN_IN_MESSAGE, state, token: 'forged-1' }, popup, 'http://intranet.test');
    post({ type: SIGN_IN_MESSAGE, state, token: 'forged-2' }, window);
    post({ type: SIGN_IN_MESSAGE, state: 'other', token: 'forged-3' }, popup);
    post({ type: SIGN_IN_MESSAGE, state, token: 'real' }, popup);
    await expect(outcome).resolves.toEqual({ kind: 'signed-in', token: 'real' });
  });

  it('says when the browser blocked the popup', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithPopup(TEST_CONFIG)).resolves.toEqual({ kind: 'blocked' });
  });

  it('passes on the service refusal', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    const outcome = signInWithPopup(TEST_CONFIG);
    post({ type: SIGN_IN_MESSAGE, state: stateOf(String(open.mock.calls[0]?.[0])), error: 'denied' }, popup);
    await expect(outcome).resolves.toEqual({ kind: 'denied', reason: 'denied' });
  });
});

describe('the popup hands the token back', () => {
  function popupWindow(hash: string) {
    const opener = { postMessage: vi.fn() };
    const win = {
      location: { hash, pathname: '/embed/', search: '', origin: 'http://app.test' },
      history: { replaceState: vi.fn() },
      opener,
      close: vi.fn(),
    };
    return { win, opener };
  }

  it('posts the token and state to its opener on its own origin only, cleans the address and closes', () => {
    const { win, opener } = popupWindow('#access_token=tok&token_type=bearer&state=s1');
    expect(handBackSignIn(win as unknown as Window)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: SIGN_IN_MESSAGE, state: 's1', token: 'tok' },
      'http://app.test',
    );
    expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/embed/');
    expect(win.close).toHaveBeenCalled();
  });

  it('does nothing on a frame load without a sign-in return', () => {
    const { win, opener } = popupWindow('');
    expect(handBackSignIn(win as unknown as Window)).toBe(false);
    expect(opener.postMessage).not.toHaveBeenCalled();
  });

  it('reads only well-formed sign-in messages', () => {
    expect(readSignInMessage({ type: SIGN_IN_MESSAGE, state: 's', token: 't' })).not.toBeNull();
    expect(readSignInMessage({ type: SIGN_IN_MESSAGE, state: 's' })).toBeNull();
    expect(readSignInMessage({ type: 'commons:resize', state: 's', token: 't' })).toBeNull();
    expect(readSignInMessage('token')).toBeNull();
  });
});

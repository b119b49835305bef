import { SIGN_IN_MESSAGE, type SignInMessage } from './sign-in-message';

type PopupWindow = Pick<Window, 'location' | 'history' | 'opener' | 'close'>;

/**
 * In the sign-in popup, back from the service's dialog with `#access_token=…&state=…` (or `#error=…`): the
 * fragment leaves the address at once (never in history or a referrer), the token goes to the frame that
 * opened the popup, only to the app's own origin, and the popup closes. Returns false on any other load.
 */
export function handBackSignIn(win: PopupWindow): boolean {
  const params = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  const token = params.get('access_token');
  const error = params.get('error');
  if (token === null && error === null) return false;
  win.history.replaceState(null, '', `${win.location.pathname}${win.location.search}`);
  const message: SignInMessage = {
    type: SIGN_IN_MESSAGE,
    state: params.get('state') ?? '',
    ...(token !== null ? { token } : { error: params.get('error_description') ?? error ?? 'error' }),
  };
  const opener = win.opener as Window | null;
  opener?.postMessage(message, win.location.origin);
  win.close();
  return true;
}

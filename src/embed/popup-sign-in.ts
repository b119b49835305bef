import { authorizeUrl } from '../auth/implicit-grant';
import { randomState } from '../auth/pending-sign-in';
import type { AppConfig } from '../config/app-config';
import { EMBED_PATH } from '../lib/embed-protocol';
import { readSignInMessage } from './sign-in-message';

export type PopupOutcome =
  | { kind: 'signed-in'; token: string }
  | { kind: 'denied'; reason: string | undefined }
  /** The browser refused to open the popup, or the person closed it before finishing. */
  | { kind: 'blocked' }
  | { kind: 'closed' };

/** Where the popup lands: the embed's own page on the app's host (its entry hands the token back). */
export function popupRedirectUri(origin: string): string {
  return `${origin}${EMBED_PATH}`;
}

const POPUP_FEATURES = 'popup,width=520,height=680';
/** How often the frame looks whether the person closed the popup (a closed window sends no event). */
const CLOSED_CHECK_MS = 500;

/**
 * Opens the service's sign-in in a popup. Call it from the click handler itself: a popup opened later (after
 * an await) is one the browser may block. The implicit grant's fresh `state` stays in this closure only;
 * the answer is taken only from the app's own origin, from this popup's window, with this state.
 */
export function signInWithPopup(config: AppConfig, win: Window = window): Promise<PopupOutcome> {
  const state = randomState();
  const url = authorizeUrl({ ...config, redirectUri: popupRedirectUri(win.location.origin) }, state);
  const popup = win.open(url, 'commons-sign-in', POPUP_FEATURES);
  if (!popup) return Promise.resolve({ kind: 'blocked' });
  return new Promise((resolve) => {
    let closedChecks = 0;
    const finish = (outcome: PopupOutcome) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(timer);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      const message = readSignInMessage(event.data);
      if (!message || message.state !== state) return;
      finish(
        message.token !== undefined
          ? { kind: 'signed-in', token: message.token }
          : { kind: 'denied', reason: message.error },
      );
    };
    // The popup posts its message and then closes: the message may still be on its way when `closed` turns
    // true, so the frame looks once more before it gives up.
    const timer = win.setInterval(() => {
      if (!popup.closed) return;
      closedChecks += 1;
      if (closedChecks > 1) finish({ kind: 'closed' });
    }, CLOSED_CHECK_MS);
    win.addEventListener('message', onMessage);
  });
}

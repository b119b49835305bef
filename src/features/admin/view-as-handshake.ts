import { t } from '@lingui/core/macro';

/**
 * How a "View as" tab gets its token without it ever being in an address (spec 5.4; the admin console). The
 * admin's tab opens the new tab at `/view-as`, keeping itself as the opener; the new tab says it is ready
 * to its opener; the admin's tab answers that tab alone with the token, addressed to its own origin. Each
 * side accepts only a message from its own origin whose source is the window it expects: the tab it opened,
 * or its opener. Any other message is ignored.
 */

const READY = 'commons:view-as:ready';
const TOKEN = 'commons:view-as:token';
const REFUSED = 'commons:view-as:refused';

export type ViewAsOffer =
  { type: typeof TOKEN; token: string; name: string } | { type: typeof REFUSED; reason: string };

export const readyMessage = () => ({ type: READY });
export const tokenMessage = (token: string, name: string): ViewAsOffer => ({ type: TOKEN, token, name });
export const refusedMessage = (reason: string): ViewAsOffer => ({ type: REFUSED, reason });

/** Whether `event` comes from this page's own origin and from `expected` (the opener, or the tab opened). */
export function isFrom(event: MessageEvent, expected: MessageEventSource | null, origin: string): boolean {
  return expected !== null && event.source === expected && event.origin === origin;
}

export const isReady = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === READY;

/** The admin's answer, or null for anything else. */
export function readOffer(data: unknown): ViewAsOffer | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === TOKEN && typeof message.token === 'string' && message.token !== '')
    return tokenMessage(message.token, typeof message.name === 'string' ? message.name : t`someone`);
  if (message.type === REFUSED && typeof message.reason === 'string') return refusedMessage(message.reason);
  return null;
}

/** How long the admin's tab waits for the new tab to say it is ready. */
export const READY_WAIT_MS = 60_000;

/**
 * The admin's side: opens the tab (synchronously, within the click, or the browser blocks it), then answers
 * its ready message with the token once `token` settles. Resolves when the answer went; rejects when the
 * tab was blocked, never said it was ready, or the token was refused (the tab is told why as well).
 */
export function openViewAsTab(
  path: string,
  name: string,
  token: Promise<string>,
  win: Pick<Window, 'open' | 'addEventListener' | 'removeEventListener' | 'location'> = window,
): Promise<void> {
  // Settled later, once the tab is ready; handled from now, so an early refusal is not an unhandled one.
  token.catch(() => undefined);
  // The browser's name for a new tab, never shown to a reader.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  const tab = win.open(path, '_blank');
  // Said in the language of the moment: the console shows it beside View as, the new tab says it again.
  if (!tab)
    return Promise.reject(new Error(t`The browser blocked the new tab: allow pop-ups for this site.`));
  const origin = win.location.origin;
  return new Promise<void>((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
    };
    const timer = setTimeout(() => {
      stop();
      reject(new Error(t`The new tab did not open in time. Try again.`));
    }, READY_WAIT_MS);
    function onMessage(event: MessageEvent) {
      if (!isFrom(event, tab, origin) || !isReady(event.data)) return;
      stop();
      token.then(
        (value) => {
          tab?.postMessage(tokenMessage(value, name), origin);
          resolve();
        },
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : t`Refused.`;
          tab?.postMessage(refusedMessage(reason), origin);
          reject(error instanceof Error ? error : new Error(reason));
        },
      );
    }
    win.addEventListener('message', onMessage);
  });
}

/**
 * The new tab's side: says it is ready to its opener and waits for the answer from it alone. Returns a
 * function that stops listening.
 */
export function awaitViewAsOffer(
  onOffer: (offer: ViewAsOffer) => void,
  win: Pick<Window, 'opener' | 'addEventListener' | 'removeEventListener' | 'location'> = window,
): () => void {
  const opener = win.opener as Window | null;
  const origin = win.location.origin;
  function onMessage(event: MessageEvent) {
    if (!isFrom(event, opener, origin)) return;
    const offer = readOffer(event.data);
    if (!offer) return;
    win.removeEventListener('message', onMessage);
    onOffer(offer);
  }
  win.addEventListener('message', onMessage);
  opener?.postMessage(readyMessage(), origin);
  return () => {
    win.removeEventListener('message', onMessage);
  };
}

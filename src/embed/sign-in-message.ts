/**
 * The one message of the frame's sign-in: the popup (on the app's own origin, landed on /embed/ with the
 * implicit grant's fragment) posts it to the frame that opened it, with the `state` the frame sent, and the
 * token or the service's error. It is posted to the app's own origin only, so the intranet page never sees it.
 */
export const SIGN_IN_MESSAGE = 'commons:embed-sign-in';

export interface SignInMessage {
  type: typeof SIGN_IN_MESSAGE;
  state: string;
  token?: string;
  error?: string;
}

/** The message when `data` is one (its fields typed), else null. */
export function readSignInMessage(data: unknown): SignInMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type !== SIGN_IN_MESSAGE || typeof m.state !== 'string') return null;
  const token = typeof m.token === 'string' && m.token !== '' ? m.token : undefined;
  const error = typeof m.error === 'string' ? m.error : undefined;
  if (token === undefined && error === undefined) return null;
  return { type: SIGN_IN_MESSAGE, state: m.state, ...(token ? { token } : { error }) };
}

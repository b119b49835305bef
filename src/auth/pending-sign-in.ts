/** What a sign-in round trip must remember across the redirect: the anti-forgery state and where to return. */
export interface PendingSignIn {
  state: string;
  returnTo: string;
  method: 'implicit' | 'oidc';
}

const KEY = 'commons.auth.pending';

export function savePendingSignIn(pending: PendingSignIn, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(pending));
}

/** Reads and forgets the pending sign-in: a state is good for one return only. */
export function takePendingSignIn(storage: Storage = sessionStorage): PendingSignIn | null {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (typeof value.state !== 'string' || typeof value.returnTo !== 'string') return null;
    return {
      state: value.state,
      returnTo: safeReturnPath(value.returnTo),
      method: value.method ?? 'implicit',
    };
  } catch {
    return null;
  }
}

/** Only same-origin paths: a stored "return to" must never send the user elsewhere. */
export function safeReturnPath(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

export function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

import type { AppConfig } from '../config/app-config';
import { randomState, safeReturnPath, savePendingSignIn } from './pending-sign-in';

/** The dialog URL of spec 5.2 (implicit grant): the token comes back in the redirect's fragment. */
export function authorizeUrl(config: AppConfig, state: string): string {
  const params = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'token',
    state,
  });
  return `${config.serviceBaseUrl}/dialog/oauth?${params.toString()}`;
}

/** Starts a sign-in: remembers a fresh state and the route to come back to, then leaves for the dialog. */
export async function beginSignIn(config: AppConfig, returnTo: string): Promise<void> {
  const target = safeReturnPath(returnTo);
  if (config.oidc) {
    const { beginOidcSignIn } = await import('./oidc-provider');
    await beginOidcSignIn(config.oidc, config.redirectUri, target);
    return;
  }
  const state = randomState();
  savePendingSignIn({ state, returnTo: target, method: 'implicit' });
  window.location.assign(authorizeUrl(config, state));
}

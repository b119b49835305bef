import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { OidcConfig } from '../config/app-config';
import { randomState, savePendingSignIn } from './pending-sign-in';

/**
 * Optional sign-in through an external identity provider (authorization code + PKCE). Imported lazily by
 * implicit-grant.ts and auth-return.ts, so it costs nothing on the first page when config has no `oidc`.
 */
function manager(oidc: OidcConfig, redirectUri: string): UserManager {
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: oidc.scope,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
  });
}

export async function beginOidcSignIn(oidc: OidcConfig, redirectUri: string, returnTo: string) {
  // The library makes and checks its own state (and PKCE verifier); it appends `url_state` to the state it
  // sends as `<its id>;<url_state>`, which is how our return check recognises the round trip.
  const state = randomState();
  savePendingSignIn({ state, returnTo, method: 'oidc' });
  await manager(oidc, redirectUri).signinRedirect({ url_state: state });
}

export async function completeOidcSignIn(oidc: OidcConfig, redirectUri: string, href: string) {
  const user = await manager(oidc, redirectUri).signinRedirectCallback(href);
  return user.access_token;
}

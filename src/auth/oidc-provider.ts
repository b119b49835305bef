import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { OidcConfig } from '../config/app-config';
import { randomState, savePendingSignIn } from './pending-sign-in';

/**
 * Optional sign-in through an external identity provider (authorization code + PKCE). Imported lazily by
 * implicit-grant.ts, auth-return.ts, oidc-renewal.ts and the sign-out, so it costs nothing on the first page
 * when config has no `oidc`. The library keeps the signed-in user (with its refresh token) for the tab.
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
    // Renewal is ours (oidc-renewal.ts): one timer, on the page's clock, that hands the token to the session.
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

/** When the tab's access token expires (epoch ms), or null when the library holds no user. */
export async function oidcExpiry(oidc: OidcConfig, redirectUri: string): Promise<number | null> {
  const user = await manager(oidc, redirectUri).getUser();
  return user?.expires_at === undefined ? null : user.expires_at * 1000;
}

/** A fresh access token by the refresh token (no page load, no frame); null when the provider refuses. */
export async function renewOidcToken(oidc: OidcConfig, redirectUri: string): Promise<string | null> {
  try {
    const user = await manager(oidc, redirectUri).signinSilent();
    return user?.access_token ?? null;
  } catch {
    return null;
  }
}

/**
 * Sign-out at the provider (its end-session endpoint), which ends its sign-in too; the browser comes back to
 * `returnTo`. The library's copy of the user goes first, so nothing of it outlives the sign-out in this tab.
 */
export async function endOidcSession(oidc: OidcConfig, redirectUri: string, returnTo: string) {
  const users = manager(oidc, redirectUri);
  const user = await users.getUser();
  await users.removeUser();
  await users.signoutRedirect({
    post_logout_redirect_uri: returnTo,
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
  });
}

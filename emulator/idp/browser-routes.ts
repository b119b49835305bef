import type { Context, Hono } from 'hono';
import type { AppRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { readParams, type Params } from '../http/params';
import { route } from '../http/routing';
import { networkFor } from '../oauth/dialog-routes';
import { randomSecret } from '../oauth/grants';
import { errorPage, signedOutPage, signInPage } from '../oauth/pages';
import { isOnAppHost, isValidOidcRedirect, withQuery } from '../oauth/redirect-uri';
import { currentSession, endSession } from '../oauth/session';
import { signInCsrfToken } from '../oauth/sign-in-csrf';
import { CODE_LIFETIME_MS, ENDPOINTS, issuerOf, SCOPES } from './provider';
import { ownTokenClaims } from './tokens';

/** A base64url SHA-256 digest: 43 characters (RFC 7636 4.2). */
const S256_CHALLENGE = /^[\w-]{43}$/;

/**
 * The provider's browser endpoints: authorization (code flow, PKCE S256 only) and RP-initiated logout. The
 * sign-in page and its session cookie are the dialog's (oauth/), so a person signed in there is not asked
 * again. The demo app is a first-party client of the directory, so there is no consent page.
 */
export function registerIdpBrowserRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, ENDPOINTS.authorize, {
    GET: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const client = clientOf(services, params);
      const redirectUri = params.text('redirect_uri');
      if (!client)
        return c.html(errorPage('Unknown app', 'The client_id does not name a registered app.'), 400);
      if (redirectUri === undefined || !isValidOidcRedirect(client, redirectUri, services.appOrigins)) {
        const message = 'The redirect_uri is missing or is not one the app registered.';
        return c.html(errorPage('Invalid redirect_uri', message), 400);
      }
      const state = params.get('state');
      // From here on the redirect URI is trusted, so errors go back to the app (OAuth 2.1 4.1.2.1).
      const fail = (error: string, description: string) =>
        c.redirect(
          withQuery(redirectUri, {
            error,
            error_description: description,
            state,
            iss: issuerOf(c, services),
          }),
          302,
        );
      if (params.text('response_type') !== 'code')
        return fail('unsupported_response_type', 'Only response_type=code is supported.');
      const challenge = params.text('code_challenge');
      if (challenge === undefined) return fail('invalid_request', 'code_challenge is required (PKCE).');
      if (params.text('code_challenge_method') !== 'S256')
        return fail('invalid_request', 'code_challenge_method must be S256; plain is not accepted.');
      if (!S256_CHALLENGE.test(challenge))
        return fail('invalid_request', 'code_challenge must be a base64url SHA-256 digest (43 characters).');
      const scopes = (params.text('scope') ?? 'openid').split(' ').filter(Boolean);
      const unknown = scopes.filter((scope) => !(SCOPES as readonly string[]).includes(scope));
      if (unknown.length > 0) return fail('invalid_scope', `Unknown scope: ${unknown.join(' ')}.`);

      const session = currentSession(c, repo, services.now());
      if (!session) {
        if (params.text('prompt') === 'none') return fail('login_required', 'The person is not signed in.');
        const url = new URL(c.req.url);
        const returnTo = `${url.pathname}${url.search}`;
        return c.html(signInPage({ returnTo, appName: client.name, csrfToken: signInCsrfToken(c) }));
      }
      const user = repo.userById(session.user_id);
      const network = user && networkFor(repo, user, params.text('network'));
      if (!user || !network) return fail('access_denied', 'This account is active in no such network.');
      const now = services.now();
      const code = randomSecret(24);
      repo.createIdpCode({
        code,
        app_id: client.id,
        user_id: user.id,
        network_id: network.id,
        redirect_uri: redirectUri,
        code_challenge: challenge,
        scope: [...new Set(scopes)].join(' '),
        nonce: params.get('nonce') ?? null,
        created_at: now,
        expires_at: now + CODE_LIFETIME_MS,
        used_at: null,
        grant_id: null,
      });
      return c.redirect(withQuery(redirectUri, { code, state, iss: issuerOf(c, services) }), 302);
    },
  });

  const endSessionHandler = async (c: Context<AppEnv>) => {
    const params = await readParams(c, services.bodyLimitBytes);
    const hint = params.text('id_token_hint');
    const claims = hint === undefined ? undefined : ownTokenClaims(services, 'JWT', hint);
    if (hint !== undefined && (!claims || claims.iss !== issuerOf(c, services)))
      return c.html(errorPage('Sign-out refused', 'The id_token_hint was not issued by this provider.'), 400);
    const hintClient = typeof claims?.aud === 'string' ? claims.aud : undefined;
    const clientId = params.text('client_id') ?? hintClient;
    if (hintClient !== undefined && clientId !== hintClient)
      return c.html(errorPage('Sign-out refused', 'The client_id does not match the id_token_hint.'), 400);
    const client = clientId === undefined ? undefined : repo.appByClientId(clientId);
    const returnTo = params.text('post_logout_redirect_uri');
    if (returnTo !== undefined && !(client && isOnAppHost(client, returnTo, services.appOrigins))) {
      const message = 'The post_logout_redirect_uri is not one registered for this client.';
      return c.html(errorPage('Sign-out refused', message), 400);
    }
    endSession(c, repo);
    // The sign-in the hint names ends too: its refresh tokens and access tokens stop working.
    if (typeof claims?.sid === 'string') repo.revokeIdpGrant(claims.sid, services.now());
    if (returnTo === undefined) return c.html(signedOutPage());
    return c.redirect(withQuery(returnTo, { state: params.get('state') }), 302);
  };
  route(app, ENDPOINTS.endSession, { GET: endSessionHandler, POST: endSessionHandler });
}

function clientOf(services: Services, params: Params): AppRow | undefined {
  const clientId = params.text('client_id');
  return clientId === undefined ? undefined : services.repo.appByClientId(clientId);
}

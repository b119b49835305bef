import type { Context, Hono } from 'hono';
import type { AppRow, NetworkRow, Repository, UserRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { readParams, type Params } from '../http/params';
import { route } from '../http/routing';
import { ensureToken, issueCode } from './grants';
import { authorizePage, errorPage, signInPage } from './pages';
import { verifyPassword } from './passwords';
import { isValidRedirectForm1, isValidRedirectForm2, withFragment, withQuery } from './redirect-uri';
import { currentSession, endSession, startSession } from './session';
import { sameSecret, signInCsrfToken, validSignInCsrf } from './sign-in-csrf';
import { SignInThrottle } from './sign-in-throttle';

type Form = '1' | '2';

interface DialogRequest {
  app: AppRow;
  form: Form;
  redirectUri: string;
  /** Whether the request named its redirect_uri; only then must the token request repeat it (RFC 6749 4.1.3). */
  redirectUriGiven: boolean;
  responseType: 'code' | 'token';
  state: string | undefined;
  networkPermalink: string | undefined;
}

/**
 * The sign-in page may only send a signed-in user back to a dialog (or the identity provider's authorization
 * endpoint, which shares the page), never to an arbitrary address.
 */
const SAFE_RETURN = /^\/(dialog\/oauth|oauth2\/authorize|idp\/authorize)(\?|$)/;

/** Longer passwords are wrong without being hashed (scrypt over megabytes of input is work for nothing). */
const MAX_PASSWORD_LENGTH = 1024;

/**
 * The OAuth dialog of spec 5.1 (form 1 `/dialog/oauth`, form 2 `/oauth2/authorize`) and 5.2 (implicit
 * grant): sign-in page, authorize page with Allow and Deny, and the redirects. An unknown client or an
 * invalid redirect URI is shown as an error page and never redirected to.
 */
export function registerDialogRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  const throttle = new SignInThrottle(services.now);

  const showDialog = (form: Form) => async (c: Context<AppEnv>) => {
    const request = validate(c, services, await readParams(c, services.bodyLimitBytes), form);
    if (request instanceof Response) return request;
    const session = currentSession(c, repo, services.now());
    const url = new URL(c.req.url);
    const returnTo = `${url.pathname}${url.search}`;
    if (!session)
      return c.html(signInPage({ returnTo, appName: request.app.name, csrfToken: signInCsrfToken(c) }));
    const user = repo.userById(session.user_id);
    const network = user && networkFor(repo, user, request.networkPermalink);
    if (!user || !network)
      return c.html(errorPage('No network', 'This account belongs to no such network.'), 400);
    // A user who already authorized the app is not asked again (spec 5.1).
    if (repo.activeGrant(request.app.id, user.id, network.id))
      return c.redirect(allow(request, user, network), 302);
    return c.html(
      authorizePage({
        appName: request.app.name,
        userName: user.full_name,
        email: user.email,
        networkName: network.name,
        returnTo,
        csrfToken: session.csrf_token,
        fields: {
          client_id: request.app.client_id,
          // Only when the app named it, so that the code remembers whether the token request must repeat it.
          redirect_uri: request.redirectUriGiven ? request.redirectUri : undefined,
          response_type: request.responseType,
          state: request.state,
          network: network.permalink,
          form,
          csrf_token: session.csrf_token,
        },
      }),
    );
  };

  const allow = (request: DialogRequest, user: UserRow, network: NetworkRow): string => {
    const now = services.now();
    const token = ensureToken(repo, request.app.id, user.id, network.id, now);
    if (request.responseType === 'token') {
      return withFragment(request.redirectUri, { access_token: token.token, state: request.state });
    }
    return withQuery(request.redirectUri, {
      code: issueCode(repo, token, request.redirectUriGiven ? request.redirectUri : '', now),
      state: request.state,
    });
  };

  route(app, '/dialog/oauth', { GET: showDialog('1') });
  route(app, '/oauth2/authorize', { GET: showDialog('2') });

  route(app, '/dialog/sign-in', {
    POST: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const email = params.text('email') ?? '';
      const returnTo = safeReturn(params.get('return_to'));
      const again = (status: 401 | 403 | 429, error: string, headers: Record<string, string> = {}) =>
        c.html(signInPage({ returnTo, email, error, csrfToken: signInCsrfToken(c) }), status, headers);
      if (!validSignInCsrf(c, params.get('csrf_token'))) {
        return again(403, 'This form is stale or was not sent from this page. Sign in again.');
      }
      const attempt = { account: email, client: clientAddress(c) };
      const wait = throttle.retryAfterSeconds(attempt);
      if (wait > 0) {
        const minutes = Math.ceil(wait / 60);
        const error = `Too many failed sign-ins. Try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`;
        return again(429, error, { 'Retry-After': String(wait) });
      }
      const password = params.get('password') ?? '';
      const user = repo.userByEmail(email);
      const matches =
        password.length <= MAX_PASSWORD_LENGTH && (await verifyPassword(password, user?.password_hash));
      if (!user || !matches) {
        throttle.recordFailure(attempt);
        return again(401, 'That email and password do not match an account.');
      }
      throttle.recordSuccess(attempt);
      startSession(c, repo, user.id, services.now());
      return c.redirect(returnTo, 302);
    },
  });

  route(app, '/dialog/sign-out', {
    POST: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const session = currentSession(c, repo, services.now());
      if (session && !sameSecret(session.csrf_token, params.get('csrf_token'))) {
        const message = 'This form is stale or was not sent from this page. Go back and try again.';
        return c.html(errorPage('Request refused', message), 403);
      }
      endSession(c, repo);
      return c.redirect(safeReturn(params.get('return_to')), 302);
    },
  });

  route(app, '/dialog/authorize', {
    POST: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const form: Form = params.get('form') === '2' ? '2' : '1';
      const request = validate(c, services, params, form);
      if (request instanceof Response) return request;
      const session = currentSession(c, repo, services.now());
      if (!session)
        return c.html(
          errorPage('Signed out', 'Your session ended. Start signing in again from the app.'),
          401,
        );
      if (!sameSecret(session.csrf_token, params.get('csrf_token'))) {
        return c.html(
          errorPage(
            'Request refused',
            'This form is stale or was not sent from this page. Go back and try again.',
          ),
          403,
        );
      }
      const user = repo.userById(session.user_id);
      const network = user && networkFor(repo, user, request.networkPermalink);
      if (!user || !network)
        return c.html(errorPage('No network', 'This account belongs to no such network.'), 400);
      if (params.get('decision') !== 'allow') {
        return c.redirect(
          withQuery(request.redirectUri, {
            error: 'access_denied',
            error_description: 'The user denied your request.',
            state: request.state,
          }),
          302,
        );
      }
      return c.redirect(allow(request, user, network), 302);
    },
  });
}

/** Checks client_id, redirect_uri (by form) and response_type; an error is an HTML page, never a redirect. */
function validate(c: Context, services: Services, params: Params, form: Form): DialogRequest | Response {
  const clientId = params.text('client_id');
  const app = clientId === undefined ? undefined : services.repo.appByClientId(clientId);
  if (!app) return c.html(errorPage('Unknown app', 'The client_id does not name a registered app.'), 400);
  const given = params.text('redirect_uri');
  const redirectUri = given ?? app.redirect_uri;
  const valid =
    form === '1'
      ? isValidRedirectForm1(app, redirectUri, services.appOrigins)
      : isValidRedirectForm2(app, redirectUri);
  if (!valid) {
    return c.html(
      errorPage('Invalid redirect_uri', 'The redirect_uri does not match what the app registered.'),
      400,
    );
  }
  const responseType = params.text('response_type') ?? 'code';
  const state = params.get('state');
  if (responseType !== 'code' && !(responseType === 'token' && form === '1')) {
    return c.redirect(withQuery(redirectUri, { error: 'unsupported_response_type', state }), 302);
  }
  return {
    app,
    form,
    redirectUri,
    redirectUriGiven: given !== undefined,
    responseType,
    state,
    networkPermalink: params.text('network'),
  };
}

/** The network the token will be for: the one asked for (by permalink) or the user's primary network. */
export function networkFor(
  repo: Repository,
  user: UserRow,
  permalink: string | undefined,
): NetworkRow | undefined {
  const memberships = repo.membershipsOf(user.id);
  const wanted = permalink === undefined ? undefined : repo.networkByPermalink(permalink);
  const membership = wanted ? memberships.find((m) => m.network_id === wanted.id) : memberships[0];
  return membership && repo.networkById(membership.network_id);
}

function safeReturn(value: string | undefined): string {
  return value !== undefined && SAFE_RETURN.test(value) ? value : '/';
}

import { createHash, randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { AppRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { presentedToken } from '../http/bearer-auth';
import { readParams, type Params } from '../http/params';
import { route } from '../http/routing';
import { basicCredentials } from '../oauth/token-routes';
import { publicJwk, signingKey } from './keys';
import { looksLikeJwt } from './jwt';
import { discoveryDocument, ENDPOINTS, idpError } from './provider';
import { authFromAccessToken, hashRefreshToken, issueTokens, ownTokenClaims, profileClaims } from './tokens';

/** RFC 7636 4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/**
 * The provider's endpoints that apps call with fetch (CORS from app.ts): discovery, JWKS, token (code with
 * PKCE, refresh with rotation), revocation (RFC 7009) and userinfo. Every failure is a JSON OAuth error.
 */
export function registerIdpTokenRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, ENDPOINTS.discovery, { GET: (c) => c.json(discoveryDocument(c, services)) });
  route(app, ENDPOINTS.jwks, {
    GET: (c) => c.json({ keys: [publicJwk(signingKey(repo, services.now()))] }),
  });

  route(app, ENDPOINTS.token, {
    POST: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const client = authenticateClient(c, services, params);
      const grantType = params.text('grant_type');
      const body =
        grantType === 'authorization_code'
          ? exchangeCode(c, services, params, client)
          : grantType === 'refresh_token'
            ? refresh(c, services, params, client)
            : undefined;
      if (!body) {
        if (grantType === undefined) throw idpError('invalid_request', 'grant_type is required.');
        throw idpError('unsupported_grant_type', 'Only authorization_code and refresh_token are supported.');
      }
      return c.json(body, 200, NO_STORE);
    },
  });

  route(app, ENDPOINTS.revoke, {
    POST: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const client = authenticateClient(c, services, params);
      const token = params.text('token');
      if (token === undefined) throw idpError('invalid_request', 'token is required.');
      const grantId = looksLikeJwt(token)
        ? ownTokenClaims(services, 'at+jwt', token)?.sid
        : repo.idpRefreshToken(hashRefreshToken(token))?.grant_id;
      const grant = typeof grantId === 'string' ? repo.idpGrantById(grantId) : undefined;
      // RFC 7009 2.2: an unknown token (or another client's) is answered 200 as well, and nothing happens.
      if (grant && grant.app_id === client.id) repo.revokeIdpGrant(grant.id, services.now());
      return c.body(null, 200, NO_STORE);
    },
  });

  const userinfo = (c: Context<AppEnv>) => {
    const token = presentedToken(c);
    const auth = token === undefined ? undefined : authFromAccessToken(c, services, token);
    if (!auth) throw idpError('invalid_token', 'The access token is missing, invalid or expired.', 401);
    const scopes = auth.scope.split(' ');
    return c.json({ sub: String(auth.user.id), ...profileClaims(auth.user, scopes, auth.network.id) });
  };
  route(app, ENDPOINTS.userinfo, { GET: userinfo, POST: userinfo });
}

/**
 * The client of a token or revocation request: `client_id` (a public client, as the browser app is), with
 * its secret checked when one is sent (in the body or as HTTP Basic).
 */
function authenticateClient(c: Context, services: Services, params: Params): AppRow {
  const basic = basicCredentials(c.req.header('authorization'));
  const clientId = basic?.id ?? params.text('client_id');
  const secret = basic?.secret ?? params.text('client_secret');
  const client = clientId === undefined ? undefined : services.repo.appByClientId(clientId);
  if (!client || (secret !== undefined && secret !== client.client_secret))
    throw idpError('invalid_client', 'Unknown client, or a wrong client secret.', 401);
  return client;
}

function exchangeCode(c: Context, services: Services, params: Params, client: AppRow) {
  const { repo } = services;
  const code = params.text('code');
  const verifier = params.text('code_verifier');
  if (code === undefined) throw idpError('invalid_request', 'code is required.');
  if (verifier === undefined) throw idpError('invalid_request', 'code_verifier is required (PKCE).');
  const row = repo.idpCodeByValue(code);
  const now = services.now();
  if (!row || row.app_id !== client.id) throw idpError('invalid_grant', 'Unknown authorization code.');
  if (row.used_at !== null) {
    // A code presented twice may have been stolen: what it gave the first time stops working (OAuth 2.1 4.1.3).
    if (row.grant_id !== null) repo.revokeIdpGrant(row.grant_id, now);
    throw idpError('invalid_grant', 'The authorization code was already used.');
  }
  if (now >= row.expires_at) throw idpError('invalid_grant', 'The authorization code has expired.');
  if (params.text('redirect_uri') !== row.redirect_uri)
    throw idpError('invalid_grant', 'redirect_uri does not match the authorization request.');
  const digest = createHash('sha256').update(verifier).digest('base64url');
  if (!VERIFIER.test(verifier) || digest !== row.code_challenge)
    throw idpError('invalid_grant', 'code_verifier does not match the code_challenge.');
  const user = repo.userById(row.user_id);
  const active = repo.membership(row.network_id, row.user_id)?.state === 'active';
  if (!repo.useIdpCode(code, now) || !user || !active)
    throw idpError('invalid_grant', 'The authorization code is no longer valid.');
  const grant = {
    id: randomUUID(),
    app_id: client.id,
    user_id: user.id,
    network_id: row.network_id,
    scope: row.scope,
    created_at: now,
    revoked_at: null,
  };
  repo.transaction(() => {
    repo.createIdpGrant(grant);
    repo.setIdpCodeGrant(code, grant.id);
  });
  return issueTokens(c, services, grant, user, { clientId: client.client_id, nonce: row.nonce });
}

function refresh(c: Context, services: Services, params: Params, client: AppRow) {
  const { repo } = services;
  const token = params.text('refresh_token');
  if (token === undefined) throw idpError('invalid_request', 'refresh_token is required.');
  const hash = hashRefreshToken(token);
  const row = repo.idpRefreshToken(hash);
  const grant = row && repo.idpGrantById(row.grant_id);
  const now = services.now();
  if (!row || !grant || grant.app_id !== client.id) throw idpError('invalid_grant', 'Unknown refresh token.');
  if (row.used_at !== null || !repo.useIdpRefreshToken(hash, now)) {
    // Rotation's replay detection: a spent refresh token presented again ends the whole grant.
    repo.revokeIdpGrant(grant.id, now);
    throw idpError('invalid_grant', 'The refresh token was already used; the sign-in is revoked.');
  }
  if (grant.revoked_at !== null) throw idpError('invalid_grant', 'The sign-in was revoked.');
  if (now >= row.expires_at) throw idpError('invalid_grant', 'The refresh token has expired.');
  const asked = params.text('scope')?.split(' ').filter(Boolean);
  const granted = grant.scope.split(' ');
  if (asked?.some((scope) => !granted.includes(scope)))
    throw idpError('invalid_scope', 'A refresh cannot widen the scope of the sign-in.');
  const user = repo.userById(grant.user_id);
  if (!user || repo.membership(grant.network_id, user.id)?.state !== 'active')
    throw idpError('invalid_grant', 'The person is no longer active in this network.');
  return issueTokens(c, services, grant, user, { clientId: client.client_id });
}

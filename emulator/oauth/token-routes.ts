import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { oauthError } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, route } from '../http/routing';
import { tokenResponse } from '../serialize/token';

/**
 * Step C of spec 5.1 in both forms: `GET /oauth2/access_token.json?client_id&client_secret&code` and
 * `POST /oauth2/access_token` (parameters in the query or the body, grant_type=authorization_code). Client
 * credentials may also come as HTTP Basic. Any failure is the 400 of section 7.
 */
export function registerTokenRoutes(app: Hono<AppEnv>, services: Services): void {
  const exchange = async (c: Context<AppEnv>) => {
    const { repo } = services;
    const params = await readParams(c, services.bodyLimitBytes);
    const basic = basicCredentials(c.req.header('authorization'));
    const clientId = params.text('client_id') ?? basic?.id;
    const secret = params.text('client_secret') ?? basic?.secret;
    const grantType = params.text('grant_type');
    if (grantType !== undefined && grantType !== 'authorization_code') {
      throw oauthError('Unsupported grant_type: only authorization_code is supported.');
    }
    const app = clientId === undefined ? undefined : repo.appByClientId(clientId);
    const code = params.text('code');
    if (!app || secret !== app.client_secret || code === undefined) throw oauthError();
    const now = services.now();
    const grant = repo.consumeCode(code, app.id, now);
    // RFC 6749 4.1.3: a code asked for with a redirect_uri is exchanged only with that same redirect_uri, so a
    // code leaked from one redirect cannot be redeemed by whoever controls another. The code is spent either way.
    if (grant && grant.redirect_uri !== '' && params.text('redirect_uri') !== grant.redirect_uri) {
      throw oauthError(
        'Error validating verification code: redirect_uri does not match the authorization request.',
      );
    }
    const token = grant && repo.tokenByValue(grant.token);
    if (!token || token.revoked_at !== null) throw oauthError();
    const user = repo.userById(token.user_id);
    const network = repo.networkById(token.network_id);
    if (!user || !network) throw oauthError();
    const membership = repo.membership(network.id, user.id);
    return c.json(
      tokenResponse(
        token,
        user,
        network,
        baseUrlOf(c, services),
        repo.userStats(user.id, network.id),
        membership?.is_primary === 1,
      ),
    );
  };
  route(app, '/oauth2/access_token', { GET: exchange, POST: exchange });
}

export function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon)),
      secret: decodeURIComponent(decoded.slice(colon + 1)),
    };
  } catch {
    return undefined;
  }
}

import type { Context } from 'hono';
import type { Services } from '../http/app-env';
import { HttpError } from '../http/errors';
import { baseUrlOf } from '../http/routing';

/** The provider lives under its own path of the emulator; its issuer is `${base}/idp`. */
export const ISSUER_PATH = '/idp';
export const DEFAULT_IDP_TOKEN_LIFETIME_S = 600;
export const REFRESH_TOKEN_LIFETIME_MS = 14 * 24 * 3_600_000;
export const CODE_LIFETIME_MS = 60_000;
export const SCOPES = ['openid', 'profile', 'email', 'offline_access'] as const;

export const ENDPOINTS = {
  discovery: `${ISSUER_PATH}/.well-known/openid-configuration`,
  authorize: `${ISSUER_PATH}/authorize`,
  token: `${ISSUER_PATH}/token`,
  jwks: `${ISSUER_PATH}/jwks`,
  userinfo: `${ISSUER_PATH}/userinfo`,
  revoke: `${ISSUER_PATH}/revoke`,
  endSession: `${ISSUER_PATH}/end-session`,
} as const;

export function issuerOf(c: Context, services: Services): string {
  return `${baseUrlOf(c, services)}${ISSUER_PATH}`;
}

/** The audience of access tokens: the API they are for. */
export function apiAudienceOf(c: Context, services: Services): string {
  return `${baseUrlOf(c, services)}/api/v1`;
}

export type IdpErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'invalid_scope'
  | 'unsupported_grant_type'
  | 'invalid_token';

/** The JSON error of OAuth 2.1 section 3.2.4 (token, revocation) and RFC 6750 (userinfo); never cached. */
export function idpError(error: IdpErrorCode, description: string, status: 400 | 401 = 400): HttpError {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (error === 'invalid_token') headers['WWW-Authenticate'] = `Bearer error="invalid_token"`;
  return new HttpError(status, { error, error_description: description }, headers);
}

/** The OpenID Connect discovery document (OpenID Connect Discovery 1.0, RFC 8414). */
export function discoveryDocument(c: Context, services: Services) {
  const base = baseUrlOf(c, services);
  return {
    issuer: issuerOf(c, services),
    authorization_endpoint: `${base}${ENDPOINTS.authorize}`,
    token_endpoint: `${base}${ENDPOINTS.token}`,
    jwks_uri: `${base}${ENDPOINTS.jwks}`,
    userinfo_endpoint: `${base}${ENDPOINTS.userinfo}`,
    revocation_endpoint: `${base}${ENDPOINTS.revoke}`,
    end_session_endpoint: `${base}${ENDPOINTS.endSession}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...SCOPES],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    revocation_endpoint_auth_methods_supported: ['none', 'client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'sid',
      'name',
      'email',
      'preferred_username',
      'network_id',
    ],
    authorization_response_iss_parameter_supported: true,
  };
}

/** 401 for a missing, unknown, expired or revoked token (spec section 7). */
export interface TokenErrorBody {
  response: { message: string; code: number; stat: string };
}
export const TOKEN_NOT_FOUND: TokenErrorBody = {
  response: { message: 'Token not found.', code: 16, stat: 'fail' },
};

/** 429 body of the real service (recorded fixture error-rate-limited.json). */
export const RATE_LIMITED: TokenErrorBody = {
  response: { message: 'Rate limited due to excessive requests.', code: 33, stat: 'fail' },
};

/** 400 of the token endpoint (spec 5.1 step C). */
export interface OAuthErrorBody {
  error: { type: 'OAuthException' | (string & {}); message: string };
}

/**
 * Validation, permission and not-found errors. The real service answers validation errors as
 * `{"error":{"<field>":["msg"],"code":"body_blank"}}`; the emulator also adds `message` so every 4xx names
 * what is wrong in one readable string.
 */
export interface ApiErrorBody {
  error: { code?: string; message?: string; base?: string } & Record<string, unknown>;
}

import { RATE_LIMITED, TOKEN_NOT_FOUND } from '../../contract/errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 406 | 413 | 415 | 429 | 500;

/**
 * Every failure a route can produce. The one error handler (app.ts) turns it into JSON with its status, so
 * a route never writes an error response itself and nothing ever answers an HTML error page.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body !== null ? JSON.stringify(body) : String(body));
    this.name = 'HttpError';
  }
}

/** The real service's validation shape: `{"error":{"<field>":["msg"],"code":...}}`, plus one readable message. */
export function invalidField(
  field: string,
  message: string,
  code = 'invalid',
  status: ErrorStatus = 400,
): HttpError {
  return new HttpError(status, { error: { [field]: [message], code, message: `${field}: ${message}` } });
}

export function badRequest(message: string, code = 'bad_request'): HttpError {
  return new HttpError(400, { error: { base: message, code, message } });
}

export function notFound(message: string): HttpError {
  return new HttpError(404, { error: { base: message, code: 'not_found', message } });
}

export function forbidden(message: string): HttpError {
  return new HttpError(403, { error: { base: message, code: 'forbidden', message } });
}

export function tokenNotFound(): HttpError {
  return new HttpError(401, TOKEN_NOT_FOUND, { 'WWW-Authenticate': 'Bearer realm="api"' });
}

export function rateLimited(): HttpError {
  return new HttpError(429, RATE_LIMITED);
}

export function payloadTooLarge(limitBytes: number): HttpError {
  const message = `Request body is larger than ${limitBytes} bytes.`;
  return new HttpError(413, { error: { base: message, code: 'payload_too_large', message } });
}

export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): HttpError {
  const message = `${method} is not supported on ${path}; use ${allowed.join(', ')}.`;
  return new HttpError(
    405,
    { error: { base: message, code: 'method_not_allowed', message } },
    {
      Allow: allowed.join(', '),
    },
  );
}

/** Token endpoint failures (spec 5.1 step C and section 7). */
export function oauthError(message = 'Error validating verification code.'): HttpError {
  return new HttpError(400, { error: { type: 'OAuthException', message } });
}

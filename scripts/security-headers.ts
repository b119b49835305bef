/**
 * One Content-Security-Policy for every way the app is served. The service lives on another origin whose
 * address comes from runtime config, so connect-src allows https origins and local emulators; a deployment
 * that knows its service should send a tighter header (README, "Deploying").
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https: http://localhost:* http://127.0.0.1:*",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self' https: http://localhost:* http://127.0.0.1:*",
  "frame-src 'none'",
].join('; ');

export const SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors *`,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

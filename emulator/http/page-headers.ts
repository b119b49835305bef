import type { MiddlewareHandler } from 'hono';

/**
 * Headers of every HTML page the emulator serves (the dialog's sign-in, authorize and error pages, the identity
 * provider's pages): they may not be framed (clickjacking the Allow button or the password field), by the old
 * header and by CSP, and are never cached, since they carry CSRF tokens. No Cross-Origin-Opener-Policy: the
 * embed's sign-in popup needs `window.opener` once it is back on the app's callback page.
 */
export const pageHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
  c.res.headers.set('X-Frame-Options', 'DENY');
  c.res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  c.res.headers.set('Cache-Control', 'no-store');
};

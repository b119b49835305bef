import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET, POST, PUT, DELETE';
const ALLOW_HEADERS = 'Authorization, Content-Type, Accept';
// The header list a recorded response of the real service exposes (api-shapes 0.1).
const EXPOSE_HEADERS = 'authorization,content-type,etag,network_id,www-authenticate';
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Which browser origins may call the API. The app runs on another origin than the service (as in real
 * deployments). Allowed: the registered app's site URL host on any port, loopback hosts on any port (this
 * is a local emulator), and every extra `--app-origin`.
 */
export function originPolicy(
  siteUrls: readonly string[],
  appOrigins: readonly string[],
): (origin: string) => boolean {
  const hosts = new Set<string>(LOOPBACK);
  for (const site of siteUrls) {
    const host = hostOf(site);
    if (host) hosts.add(host);
  }
  const exact = new Set(appOrigins.map((o) => o.replace(/\/+$/, '').toLowerCase()));
  return (origin) => {
    if (exact.has(origin.toLowerCase())) return true;
    const host = hostOf(origin);
    return host !== undefined && hosts.has(host) && /^https?:/i.test(origin);
  };
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * CORS without credentials (the API uses bearer tokens, never cookies). Preflights are answered here,
 * before authentication; a disallowed origin simply gets no Access-Control-Allow-Origin.
 */
export function cors(isAllowed: (origin: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin !== undefined && isAllowed(origin);
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      const headers: Record<string, string> = { Vary: 'Origin' };
      if (allowed) {
        headers['Access-Control-Allow-Origin'] = origin;
        headers['Access-Control-Allow-Methods'] = ALLOW_METHODS;
        headers['Access-Control-Allow-Headers'] = ALLOW_HEADERS;
        headers['Access-Control-Max-Age'] = '600';
      }
      return c.body(null, 204, headers);
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSE_HEADERS);
    }
  };
}

/**
 * One Content-Security-Policy for every way the app is served. The service lives on another origin whose
 * address comes from runtime config, so connect-src allows https origins and local emulators; a deployment
 * that knows its service should send a tighter header (README, "Pointing Commons at a real network").
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

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

const COMMON_HEADERS: Record<string, string> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The headers of one answer. The embed frame (`/embed/`) may be framed by the origins of config.json's
 * `embed.allowedOrigins` and by nothing else; every other page refuses any framing (clickjacking), with
 * X-Frame-Options for browsers that predate frame-ancestors. X-Frame-Options is left off the embed: it cannot
 * name several origins, and where both are sent frame-ancestors wins anyway.
 */
export function securityHeaders(
  embedRoute: boolean,
  allowedOrigins: readonly string[],
): Record<string, string> {
  if (!embedRoute) {
    return {
      ...COMMON_HEADERS,
      'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`,
      'X-Frame-Options': 'DENY',
    };
  }
  const ancestors = allowedOrigins.length > 0 ? allowedOrigins.join(' ') : "'none'";
  return {
    ...COMMON_HEADERS,
    'Content-Security-Policy': `${CONTENT_SECURITY_POLICY}; frame-ancestors ${ancestors}`,
  };
}

/**
 * config.json's `embed.allowedOrigins`, keeping only exact http(s) origins (the app's own validation,
 * src/config/app-config.ts, refuses the file for anything else): whatever the file holds, nothing but
 * origins ever reaches the header.
 */
export function embedAncestors(config: unknown): string[] {
  const embed = (config as { embed?: { allowedOrigins?: unknown } } | null)?.embed;
  const listed = Array.isArray(embed?.allowedOrigins) ? (embed.allowedOrigins as unknown[]) : [];
  const origins: string[] = [];
  for (const value of listed) {
    if (typeof value !== 'string') continue;
    let url: URL;
    try {
      url = new URL(value.trim());
    } catch {
      continue;
    }
    const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (plain && (url.protocol === 'https:' || url.protocol === 'http:')) origins.push(url.origin);
  }
  return origins;
}

/**
 * Whether a request path is answered by a file of the build's `embed/` folder (`/embed/` as its folder index):
 * a path under /embed/ that falls back to the app's index.html is the app, and gets the app's headers.
 */
export function isEmbedRoute(dir: string, pathname: string): boolean {
  if (pathname !== '/embed' && !pathname.startsWith('/embed/')) return false;
  const folder = resolve(dir, 'embed');
  const candidates = pathname.endsWith('/')
    ? [`${pathname}index.html`]
    : [pathname, `${pathname}/index.html`];
  return candidates.some((candidate) => {
    const file = resolve(join(dir, candidate));
    return file.startsWith(folder + sep) && existsSync(file) && statSync(file).isFile();
  });
}

/** The request's path with dot segments resolved and escapes decoded, as the static files are looked up. */
function requestPath(url: string | undefined): string {
  const { pathname } = new URL(url ?? '/', 'http://host');
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function readConfig(dir: string): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * `vite preview` (npm start, the journeys, the bench) sends each path its headers, reading the served
 * folder's config.json at every request so that a deployment's (or a test's) allowed origins apply at once.
 */
export function securityHeadersByPath(): Plugin {
  return {
    name: 'commons-security-headers',
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const embedRoute = isEmbedRoute(dir, requestPath(req.url));
        const origins = embedRoute ? embedAncestors(readConfig(dir)) : [];
        for (const [name, value] of Object.entries(securityHeaders(embedRoute, origins)))
          res.setHeader(name, value);
        next();
      });
    },
  };
}

import type { AppRow } from '../db/repository';

function parse(url: string): URL | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Form 1 (`/dialog/oauth`, and the implicit grant of 5.2): a static redirect URI must match in full; a
 * dynamic one must be in the same domain as the registered redirect URI or site URL. Implemented as: exact
 * match, or the same hostname (any port, any path). Hostnames of `--app-origin` count as registered too.
 */
export function isValidRedirectForm1(
  app: AppRow,
  redirectUri: string,
  extraOrigins: readonly string[] = [],
): boolean {
  return redirectUri === app.redirect_uri || isOnAppHost(app, redirectUri, extraOrigins);
}

/**
 * True when the URL is http(s) on the hostname of the app's registered redirect URI or site URL, or of an
 * `--app-origin` (any port): the hosts the app is registered on.
 */
export function isOnAppHost(app: AppRow, url: string, extraOrigins: readonly string[] = []): boolean {
  const passed = parse(url);
  if (!passed) return false;
  const hosts = [app.redirect_uri, app.site_url, ...extraOrigins]
    .map((registered) => parse(registered)?.hostname.toLowerCase())
    .filter((host): host is string => host !== undefined);
  return hosts.includes(passed.hostname.toLowerCase());
}

/** Where the app receives the identity provider's answer (the app's `/auth/callback`). */
export const OIDC_CALLBACK_PATH = '/auth/callback';

/**
 * The identity provider's redirect URIs: the app's `/auth/callback` on any of its hosts (any port, so dev,
 * preview and journeys all work), without a query or fragment; anything else is refused.
 */
export function isValidOidcRedirect(app: AppRow, redirectUri: string, extraOrigins: readonly string[]) {
  const passed = parse(redirectUri);
  return (
    passed !== undefined &&
    passed.pathname === OIDC_CALLBACK_PATH &&
    passed.search === '' &&
    !redirectUri.includes('#') &&
    isOnAppHost(app, redirectUri, extraOrigins)
  );
}

/**
 * Form 2 (`/oauth2/authorize`): same origin and the same path as the registered URI; a query string on
 * either side is ignored. Registered `/` with `/callback` is invalid, `/callback` with `/` is invalid,
 * `/callback` with `/callback?type=mobile` is valid.
 */
export function isValidRedirectForm2(app: AppRow, redirectUri: string): boolean {
  const registered = parse(app.redirect_uri);
  const passed = parse(redirectUri);
  if (!registered || !passed) return false;
  return registered.origin === passed.origin && registered.pathname === passed.pathname;
}

/** Appends query parameters, keeping the redirect URI's own query (and dropping any fragment). */
export function withQuery(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  url.hash = '';
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.append(name, value);
  return url.toString();
}

/** The implicit grant's answer travels in the fragment, so only client-side code can read it (spec 5.2). */
export function withFragment(redirectUri: string, params: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  const fragment = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined) fragment.append(name, value);
  url.hash = fragment.toString();
  return url.toString();
}

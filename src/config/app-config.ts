/** Runtime settings, read from `/config.json` so that one static build serves any deployment. */
export interface OidcConfig {
  authority: string;
  clientId: string;
  scope: string;
}

export interface AppConfig {
  /** The service's base address, without a trailing slash; the API is at `${serviceBaseUrl}/api/v1`. */
  serviceBaseUrl: string;
  clientId: string;
  redirectUri: string;
  /** What the sign-in button calls the service. */
  serviceName: string;
  oidc: OidcConfig | null;
  /**
   * Deletes as `POST` with `_method=DELETE` instead of the DELETE verb, for networks (proxies, firewalls)
   * that drop DELETE requests. Off by default.
   */
  methodOverride: boolean;
  /**
   * Where Sign out sends the browser so the service's own sign-in ends too (the emulator's
   * `/oauth2/sign-out`), given `client_id` and `redirect_uri`; null: only the app forgets the sign-in.
   */
  signOutUrl: string | null;
  embed: EmbedConfig;
}

export interface EmbedConfig {
  /**
   * The origins (`https://intranet.example.com`, no path) whose pages may frame `/embed/`; the host sends them
   * as its `frame-ancestors` (scripts/security-headers.ts). Empty: no page may embed Commons.
   */
  allowedOrigins: string[];
}

export class ConfigError extends Error {
  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`config.json: "${field}" ${problem}`);
    this.name = 'ConfigError';
  }
}

type Json = Record<string, unknown>;

function httpUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ConfigError(field, 'is missing');
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(field, `must be an absolute URL (got "${value}")`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(field, `must be an http or https URL (got "${value}")`);
  }
  return value.trim();
}

function nonEmpty(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw new ConfigError(field, 'must be a non-empty string');
  return value.trim();
}

/**
 * An origin (scheme, host, port; a trailing slash is forgiven), written as a browser writes it, since
 * `frame-ancestors` compares origins and the host copies these into a header.
 */
function embedderOrigin(value: unknown, field: string): string {
  const url = new URL(httpUrl(value, field));
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(
      field,
      `must be an origin such as https://intranet.example.com (got "${String(value)}")`,
    );
  }
  return url.origin;
}

function embedConfig(raw: unknown): EmbedConfig {
  if (raw === undefined || raw === null) return { allowedOrigins: [] };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new ConfigError('embed', 'must be an object');
  const { allowedOrigins } = raw as Json;
  if (allowedOrigins === undefined) return { allowedOrigins: [] };
  if (!Array.isArray(allowedOrigins))
    throw new ConfigError('embed.allowedOrigins', 'must be a list of origins');
  return {
    allowedOrigins: allowedOrigins.map((value, i) => embedderOrigin(value, `embed.allowedOrigins[${i}]`)),
  };
}

/** Validates the parsed config.json once; the error names the first bad field. */
export function parseConfig(raw: unknown, origin: string): AppConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ConfigError('(file)', 'must be a JSON object');
  }
  const c = raw as Json;
  const serviceBaseUrl = httpUrl(c.serviceBaseUrl, 'serviceBaseUrl').replace(/\/+$/, '');
  const clientId = nonEmpty(c.clientId, 'clientId');
  const redirectUri =
    c.redirectUri === undefined || c.redirectUri === null || c.redirectUri === ''
      ? `${origin}/auth/callback`
      : httpUrl(c.redirectUri, 'redirectUri');
  const serviceName =
    c.serviceName === undefined ? 'Collaboration Network' : nonEmpty(c.serviceName, 'serviceName');
  let oidc: OidcConfig | null = null;
  if (c.oidc !== undefined && c.oidc !== null) {
    if (typeof c.oidc !== 'object' || Array.isArray(c.oidc))
      throw new ConfigError('oidc', 'must be an object');
    const o = c.oidc as Json;
    oidc = {
      authority: httpUrl(o.authority, 'oidc.authority'),
      clientId: nonEmpty(o.clientId, 'oidc.clientId'),
      scope: o.scope === undefined ? 'openid profile' : nonEmpty(o.scope, 'oidc.scope'),
    };
  }
  if (c.methodOverride !== undefined && typeof c.methodOverride !== 'boolean') {
    throw new ConfigError('methodOverride', 'must be true or false');
  }
  const methodOverride = c.methodOverride === true;
  const signOutUrl =
    c.signOutUrl === undefined || c.signOutUrl === null ? null : httpUrl(c.signOutUrl, 'signOutUrl');
  const embed = embedConfig(c.embed);
  return { serviceBaseUrl, clientId, redirectUri, serviceName, oidc, methodOverride, signOutUrl, embed };
}

/**
 * Fetches and validates `/config.json`; network and JSON problems become ConfigErrors too. The request is
 * the caller's (api/http/config-file.ts): only api/http/ calls fetch, and config/ sits below api/.
 */
export async function loadConfig(
  origin: string,
  fetchImpl: (url: string) => Promise<Response>,
): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json');
  } catch {
    throw new ConfigError('(file)', 'could not be fetched from /config.json');
  }
  if (!response.ok) throw new ConfigError('(file)', `could not be loaded (HTTP ${response.status})`);
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError('(file)', 'is not valid JSON');
  }
  return parseConfig(raw, origin);
}

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

/**
 * What is wrong with config.json, as data: the screen that shows it says it in the reader's language
 * (config/config-problem-sentence.tsx). No sentence lives here, since the boot's first chunk imports this
 * file and must stay small; `field` is the path as written in the file (`embed.allowedOrigins[0]`).
 */
export type ConfigProblem =
  | { kind: 'missing' | 'empty' | 'not-object' | 'not-list' | 'not-boolean'; field: string }
  | { kind: 'not-url' | 'not-http-url' | 'not-origin'; field: string; value: string }
  | { kind: 'file-unreachable' | 'file-not-json' | 'file-not-object' | 'unreadable' }
  | { kind: 'file-status'; status: number };

export type ConfigProblemKind = ConfigProblem['kind'];

/** Carries its problem to the screen; the message, for developers and logs, is that problem as JSON. */
export class ConfigError extends Error {
  constructor(readonly problem: ConfigProblem) {
    super(JSON.stringify(problem));
    this.name = 'ConfigError';
  }
}

/** The problem a failed load reports: a ConfigError's own, else that config.json could not be read. */
export function configProblemOf(error: unknown): ConfigProblem {
  return error instanceof ConfigError ? error.problem : { kind: 'unreadable' };
}

type Json = Record<string, unknown>;

/**
 * What the sign-in button calls a service whose config.json names none: the emulated service's own name, a
 * name like the one a deployment writes there, so never translated.
 */
const DEFAULT_SERVICE_NAME = 'Collaboration Network';
/** OpenID Connect's scope tokens, sent as they are. */
const DEFAULT_OIDC_SCOPE = 'openid profile';

/** The path of a list's item as config.json's reader looks for it: `embed.allowedOrigins[2]`. */
function itemField(list: string, index: number): string {
  return `${list}[${index}]`;
}

function httpUrl(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ConfigError({ kind: 'missing', field });
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError({ kind: 'not-url', field, value });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError({ kind: 'not-http-url', field, value });
  }
  return value.trim();
}

function nonEmpty(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new ConfigError({ kind: 'empty', field });
  return value.trim();
}

/**
 * An origin (scheme, host, port; a trailing slash is forgiven), written as a browser writes it, since
 * `frame-ancestors` compares origins and the host copies these into a header.
 */
function embedderOrigin(value: unknown, field: string): string {
  const url = new URL(httpUrl(value, field));
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError({ kind: 'not-origin', field, value: String(value) });
  }
  return url.origin;
}

function embedConfig(raw: unknown): EmbedConfig {
  if (raw === undefined || raw === null) return { allowedOrigins: [] };
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new ConfigError({ kind: 'not-object', field: 'embed' });
  const { allowedOrigins } = raw as Json;
  if (allowedOrigins === undefined) return { allowedOrigins: [] };
  if (!Array.isArray(allowedOrigins))
    throw new ConfigError({ kind: 'not-list', field: 'embed.allowedOrigins' });
  return {
    allowedOrigins: allowedOrigins.map((value, i) =>
      embedderOrigin(value, itemField('embed.allowedOrigins', i)),
    ),
  };
}

/** Validates the parsed config.json once; the error names the first bad field. */
export function parseConfig(raw: unknown, origin: string): AppConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ConfigError({ kind: 'file-not-object' });
  }
  const c = raw as Json;
  const serviceBaseUrl = httpUrl(c.serviceBaseUrl, 'serviceBaseUrl').replace(/\/+$/, '');
  const clientId = nonEmpty(c.clientId, 'clientId');
  const redirectUri =
    c.redirectUri === undefined || c.redirectUri === null || c.redirectUri === ''
      ? `${origin}/auth/callback`
      : httpUrl(c.redirectUri, 'redirectUri');
  const serviceName =
    c.serviceName === undefined ? DEFAULT_SERVICE_NAME : nonEmpty(c.serviceName, 'serviceName');
  let oidc: OidcConfig | null = null;
  if (c.oidc !== undefined && c.oidc !== null) {
    if (typeof c.oidc !== 'object' || Array.isArray(c.oidc))
      throw new ConfigError({ kind: 'not-object', field: 'oidc' });
    const o = c.oidc as Json;
    oidc = {
      authority: httpUrl(o.authority, 'oidc.authority'),
      clientId: nonEmpty(o.clientId, 'oidc.clientId'),
      scope: o.scope === undefined ? DEFAULT_OIDC_SCOPE : nonEmpty(o.scope, 'oidc.scope'),
    };
  }
  if (c.methodOverride !== undefined && typeof c.methodOverride !== 'boolean') {
    throw new ConfigError({ kind: 'not-boolean', field: 'methodOverride' });
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
    throw new ConfigError({ kind: 'file-unreachable' });
  }
  if (!response.ok) throw new ConfigError({ kind: 'file-status', status: response.status });
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new ConfigError({ kind: 'file-not-json' });
  }
  return parseConfig(raw, origin);
}

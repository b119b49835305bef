import type { NetworkRow, Repository, TokenRow, UserRow } from '../db/repository';

/**
 * Who is calling: set by the bearer check on every /api/v1 route. For an access token of the identity provider
 * (a JWT), `token` stands for its grant: `token` is the grant id and app/user/network are the grant's.
 */
export interface AuthContext {
  token: TokenRow;
  user: UserRow;
  network: NetworkRow;
}

export interface AppEnv {
  Variables: { auth: AuthContext };
}

/** What routes need besides the request; passed to each route module when the app is built. */
export interface Services {
  repo: Repository;
  /** Epoch milliseconds; injectable so tests move time instead of waiting. */
  now: () => number;
  /** Public base URL used in `url`/`web_url` fields; defaults to the request's own origin. */
  baseUrl: string | undefined;
  /** Hostnames allowed as redirect targets besides the registered app's (from --app-origin). */
  appOrigins: readonly string[];
  bodyLimitBytes: number;
  /** Lifetime of the identity provider's access tokens and id tokens (idp/). */
  idpTokenLifetimeMs: number;
  /**
   * og_fetch limits (defaults in og/og-fetch.ts; tests shorten them), and how the emulator knows itself: the
   * ports it listens on and the mark of its own requests (http/self-fetch-guard.ts).
   */
  ogFetch?: {
    timeoutMs?: number;
    maxBytes?: number;
    selfPorts?: ReadonlySet<number>;
    mark?: string;
    allowLoopback?: boolean;
  };
}

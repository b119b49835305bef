import type { QueryClient } from '@tanstack/react-query';
import { configureHttpClient } from '../api/http-client';
import { captureAuthReturn } from '../auth/auth-return';
import { expireSession, getToken } from '../auth/session';
import { ConfigError, loadConfig, type AppConfig } from '../config/app-config';
import { paths } from '../config/paths';
import { createQueryClient } from './query-client';
import { persistQueryCache, restoreQueryCache } from './query-persistence';
import { prefetchScreenAt } from './screen-requests';

export type Prepared =
  { ok: true; config: AppConfig; queryClient: QueryClient } | { ok: false; problem: string };

/**
 * Everything that needs no React, done while the rendering code is still downloading. Order matters: the
 * sign-in return is captured and the URL cleaned before anything else runs; then config is loaded and
 * validated; then the last visit's cache is restored and the first screen's requests leave.
 */
export async function prepareStart(): Promise<Prepared> {
  const returned = captureAuthReturn();
  let config: AppConfig;
  try {
    config = await loadConfig(window.location.origin);
  } catch (error) {
    return {
      ok: false,
      problem: error instanceof ConfigError ? error.message : 'The configuration could not be read.',
    };
  }
  // Wherever the redirect URI pointed, the return is finished on the callback route.
  if (returned && window.location.pathname !== paths.authCallback) {
    window.history.replaceState(null, '', paths.authCallback);
  }
  const queryClient = createQueryClient();
  configureHttpClient({ baseUrl: config.serviceBaseUrl, getToken, onUnauthorized: expireSession });
  persistQueryCache(queryClient, restoreQueryCache(queryClient));
  prefetchScreenAt(queryClient, window.location.pathname);
  return { ok: true, config, queryClient };
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureHttpClient } from '../api/http-client';
import { captureAuthReturn } from '../auth/auth-return';
import { expireSession, getToken } from '../auth/session';
import { ErrorScreen } from '../components/error-screen';
import { ConfigError, loadConfig } from '../config/app-config';
import { paths } from '../config/paths';
import { App } from './app';
import { createQueryClient } from './query-client';
import { persistQueryCache, restoreQueryCache } from './query-persistence';
import { createRouter } from './router';

/**
 * Boot order matters: the sign-in return is captured and the URL cleaned before anything else runs; then
 * config is loaded and validated (a readable screen names a bad field); then the app renders.
 */
export async function start(root: HTMLElement): Promise<void> {
  const returned = captureAuthReturn();
  const reactRoot = createRoot(root);
  let config;
  try {
    config = await loadConfig(window.location.origin);
  } catch (error) {
    reactRoot.render(
      <ErrorScreen title="Commons cannot start">
        <p>{error instanceof ConfigError ? error.message : 'The configuration could not be read.'}</p>
        <p className="mt-2 text-sm">Fix /config.json on the server and reload the page.</p>
      </ErrorScreen>,
    );
    return;
  }
  // Wherever the redirect URI pointed, the return is finished on the callback route.
  if (returned && window.location.pathname !== paths.authCallback) {
    window.history.replaceState(null, '', paths.authCallback);
  }
  const queryClient = createQueryClient();
  configureHttpClient({ baseUrl: config.serviceBaseUrl, getToken, onUnauthorized: expireSession });
  // The last visit's feed, from storage, before anything renders; the loaders then refresh it.
  persistQueryCache(queryClient, restoreQueryCache(queryClient));
  // Created before the first render: its loaders start the first screen's requests right away.
  const router = createRouter(queryClient);
  reactRoot.render(
    <StrictMode>
      <App config={config} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

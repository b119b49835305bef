import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { isTransient } from '../api/http/api-error';
import { fetchConfigFile } from '../api/http/config-file';
import { configureHttpClient } from '../api/http/http-client';
import { ConfigError, loadConfig, type AppConfig } from '../config/app-config';
import { ConfigProvider } from '../config/config-context';
import { networkBasename } from '../config/network-path';
import { readEmbedFrameUrl, type EmbedOptions } from '../lib/embed-protocol';
import { EmbedApp, EmbedProblem } from './embed-app';
import { followOtherFrames, frameSession } from './frame-session';
import { reportHeight } from './frame-height';
import { applyTheme } from './theme';

/**
 * The frame's app, loaded by the embed's entry: its options from its own address, the network's config from
 * /config.json as the app reads it, its own http client on the frame's own token (frame-session.ts), then
 * the compact feed. A router in memory gives the message cards their links: each holds the full app's
 * address (with the network's prefix) and opens in a new tab (components/message/app-link.tsx).
 */
function queryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: (failures, error) => isTransient(error) && failures < 2, retryOnMount: false },
      mutations: { retry: false },
    },
  });
}

function render(options: EmbedOptions | null, config: AppConfig | null, problem: string | null) {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  if (options) reportHeight(options.frameId, rootElement);
  const root = createRoot(rootElement);
  if (!options || !config) {
    root.render(
      <StrictMode>
        <EmbedProblem>{problem ?? 'This embed names no feed.'}</EmbedProblem>
      </StrictMode>,
    );
    return;
  }
  const base = networkBasename(options.network ?? null);
  root.render(
    <StrictMode>
      <ConfigProvider config={config}>
        <QueryClientProvider client={queryClient()}>
          <MemoryRouter basename={base} initialEntries={[`${base ?? ''}/`]}>
            <EmbedApp options={options} />
          </MemoryRouter>
        </QueryClientProvider>
      </ConfigProvider>
    </StrictMode>,
  );
}

export async function startEmbed(): Promise<void> {
  const options = readEmbedFrameUrl(window.location.search);
  applyTheme(options?.theme ?? 'auto');
  frameSession.showNetwork(options?.network ?? null);
  followOtherFrames();
  let config: AppConfig | null = null;
  let problem: string | null = null;
  try {
    config = await loadConfig(window.location.origin, fetchConfigFile);
    configureHttpClient({
      baseUrl: config.serviceBaseUrl,
      getToken: frameSession.getToken,
      onUnauthorized: frameSession.refuse,
    });
  } catch (error) {
    problem = error instanceof ConfigError ? error.message : 'The configuration could not be read.';
  }
  render(options, config, problem);
}

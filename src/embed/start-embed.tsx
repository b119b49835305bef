import { msg } from '@lingui/core/macro';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { isTransient } from '../api/http/api-error';
import { fetchConfigFile } from '../api/http/config-file';
import { configureHttpClient } from '../api/http/http-client';
import { configProblemOf, loadConfig, type AppConfig } from '../config/app-config';
import { ConfigProvider } from '../config/config-context';
import { ConfigProblemSentence } from '../config/config-problem-sentence';
import { networkBasename } from '../config/network-path';
import { i18n } from '../i18n/i18n-runtime';
import { followLanguage, provideLaterCatalogs } from '../i18n/language-runtime';
import { requestLaterCatalog } from '../i18n/later-catalog-chunks';
import { embedLocale } from '../i18n/language-choice';
import { HOST_LANG_PARAM, readEmbedFrameUrl, type EmbedOptions } from '../lib/embed-protocol';
import { EmbedApp, EmbedProblem } from './embed-app';
import { followOtherFrames, frameSession } from './frame-session';
import { reportHeight } from './frame-height';
import { reportTitle } from './frame-title';
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

function render(options: EmbedOptions | null, config: AppConfig | null, problem: ReactNode) {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  if (options) {
    reportHeight(options.frameId, rootElement);
    // Only now: the reader's language is active, so the page's English title is replaced once, in it.
    reportTitle(options, i18n);
  }
  const root = createRoot(rootElement);
  if (!options || !config) {
    root.render(
      <StrictMode>
        <EmbedProblem>{problem ?? i18n._(msg`This embed names no feed.`)}</EmbedProblem>
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
  // The reader's own choice, else the host page's language (the loader passes its `<html lang>`), else the
  // browser's. Its catalog loads beside the config, and the first render waits for both, so the frame never
  // shows English for a moment on a German page.
  const hostLang = new URLSearchParams(window.location.search).get(HOST_LANG_PARAM);
  // The frame renders with all of a language's catalogs: the later ones' table comes with its code, so that
  // asking for them costs one round trip, beside config.json's, not two.
  provideLaterCatalogs(requestLaterCatalog);
  const language = followLanguage(() => embedLocale(hostLang));
  let config: AppConfig | null = null;
  let problem: ReactNode = null;
  try {
    config = await loadConfig(window.location.origin, fetchConfigFile);
    configureHttpClient({
      baseUrl: config.serviceBaseUrl,
      getToken: frameSession.getToken,
      onUnauthorized: frameSession.refuse,
    });
  } catch (error) {
    // Said in the reader's language, the file's names as written (config/config-problem-sentence.tsx).
    problem = <ConfigProblemSentence problem={configProblemOf(error)} />;
  }
  await language;
  render(options, config, problem);
}

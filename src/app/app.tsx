import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppConfig } from '../config/app-config';
import { ConfigProvider } from '../config/config-context';
import { ViewAsBanner } from '../features/admin/view-as-banner';
import { OfflineBanner } from '../features/offline/offline-banner';
import { UpdateOffer } from '../features/offline/update-offer';
import type { AppRouter } from './router';

export interface AppProps {
  config: AppConfig;
  queryClient: QueryClient;
  router: AppRouter;
}

/** Providers and the router; everything that varies per deployment arrives in `config`. */
export function App({ config, queryClient, router }: AppProps) {
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {/* Above every page and dialog, in a tab that views as someone (the admin console's "View as"). */}
        <ViewAsBanner />
        {/* Offline: the pages show the copy saved on this device (features/offline). */}
        <OfflineBanner />
        {/* A new build is ready: offered, never forced (the service worker waits for the click). */}
        <UpdateOffer />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}

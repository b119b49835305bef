import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppConfig } from '../config/app-config';
import { ConfigProvider } from '../config/config-context';
import { OfflineBannerSlot, UpdateOfferSlot, ViewAsBannerSlot } from './app-banners';
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
        <ViewAsBannerSlot />
        {/* Offline: the pages show the copy saved on this device (features/offline). */}
        <OfflineBannerSlot />
        {/* A new build is ready: offered, never forced (the service worker waits for the click). */}
        <UpdateOfferSlot />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}

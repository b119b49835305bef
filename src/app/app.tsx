import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppConfig } from '../config/app-config';
import { ConfigProvider } from '../config/config-context';
import { ViewAsBanner } from '../features/admin/view-as-banner';
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
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}

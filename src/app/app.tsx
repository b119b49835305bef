import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { AppConfig } from '../config/app-config';
import { ConfigProvider } from '../config/config-context';
import { createRouter } from './router';

/** Providers and the router; everything that varies per deployment arrives in `config`. */
export function App({ config, queryClient }: { config: AppConfig; queryClient: QueryClient }) {
  const [router] = useState(() => createRouter(queryClient));
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>
  );
}

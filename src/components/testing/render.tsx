import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfigProvider } from '../../config/config-context';
import { TEST_CONFIG } from '../../config/test-config';

export function freshQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

/** Renders a UI with a fresh QueryClient (retry off), the test config and a memory router at `path`. */
export function renderWithApp(ui: ReactElement, options: { path?: string; client?: QueryClient } = {}) {
  const client = options.client ?? freshQueryClient();
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] });
  const result = render(
    <ConfigProvider config={TEST_CONFIG}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ConfigProvider>,
  );
  return { ...result, client, router };
}

import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { LoadingState } from '../components/states';
import { paths } from '../config/paths';
import { AuthCallbackPage } from '../pages/auth-callback-page';
import { NotFoundPage } from '../pages/not-found-page';
import { feedRoutes } from './feed-routes';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { prefetchShell } from './screen-requests';
import { searchRoutes } from './search-routes';
import { threadRoutes } from './thread-routes';

export type AppRouter = ReturnType<typeof createRouter>;

/** `basename`: the page's network prefix (config/network-path.ts), so every link stays in that network. */
export function createRouter(client: QueryClient, basename?: string) {
  return createBrowserRouter(
    [
      { path: paths.authCallback, element: <AuthCallbackPage />, errorElement: <RouteError /> },
      // Outside the session gate: the tab still holds the admin's copied session until the person's arrives.
      {
        path: paths.viewAs,
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('../pages/view-as-page')).ViewAsPage }),
      },
      {
        element: <RequireSession />,
        errorElement: <RouteError />,
        // Shown for the instant the (synchronous) prefetching loaders take on the very first navigation.
        hydrateFallbackElement: <LoadingState label="Loading…" />,
        loader: () => {
          prefetchShell(client);
          return null;
        },
        children: [
          ...feedRoutes(client),
          ...threadRoutes(client),
          ...searchRoutes(client),
          { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
        ],
      },
    ],
    { basename },
  );
}

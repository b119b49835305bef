import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { messageQueries } from '../api/messages-api';
import { networkQueries } from '../api/networks-api';
import { userQueries } from '../api/users-api';
import { getToken } from '../auth/session';
import { LoadingState } from '../components/states';
import { paths } from '../config/paths';
import { ALL_FEED } from '../lib/feed-source';
import { AuthCallbackPage } from '../pages/auth-callback-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { threadRoutes } from './thread-routes';

/** Errors show where the data is used; a prefetch has nobody to tell. */
const ignore = () => undefined;

/** Starts the requests of the first screen at navigation time, without waiting for render. */
function prefetchShell(client: QueryClient) {
  if (!getToken()) return;
  client.query(userQueries.current()).catch(ignore);
  client.query(networkQueries.current()).catch(ignore);
}

export type AppRouter = ReturnType<typeof createRouter>;

export function createRouter(client: QueryClient) {
  return createBrowserRouter([
    { path: paths.authCallback, element: <AuthCallbackPage />, errorElement: <RouteError /> },
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
        {
          index: true,
          element: <HomePage />,
          errorElement: <RouteError />,
          loader: () => {
            if (getToken()) client.infiniteQuery(messageQueries.feed(ALL_FEED)).catch(ignore);
            return null;
          },
        },
        ...threadRoutes(client),
        { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
      ],
    },
  ]);
}

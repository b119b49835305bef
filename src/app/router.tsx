import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { LoadingState } from '../components/states';
import { paths } from '../config/paths';
import { bundledPage, loadPage } from './screen-pages';
import { RequireSession } from './require-session';
import { RouteError } from './route-error';
import { prefetchShell } from './screen-requests';
import { SCREENS } from './screens';
import type { Screen } from './screens/screen';

export type AppRouter = ReturnType<typeof createRouter>;

/** A screen's route: its page (bundled, or its own chunk) and a loader that starts its requests. */
function screenRoute(client: QueryClient, screen: Screen): RouteObject {
  const { path, page, requests } = screen;
  const loader: LoaderFunction | undefined = requests
    ? ({ params, request }) => {
        void requests(client, { params, search: new URL(request.url).searchParams });
        return null;
      }
    : undefined;
  const route = {
    errorElement: <RouteError />,
    ...('bundled' in page
      ? { element: bundledPage(page) }
      : { lazy: async () => ({ Component: await loadPage(page) }) }),
    ...(loader && { loader }),
  };
  return path === paths.home ? { index: true, ...route } : { path, ...route };
}

/** The app's routes, all made from the screen table (app/screens.ts). */
export function appRoutes(client: QueryClient): RouteObject[] {
  const route = (screen: Screen) => screenRoute(client, screen);
  return [
    ...SCREENS.filter((screen) => !screen.session).map(route),
    {
      element: <RequireSession />,
      errorElement: <RouteError />,
      // Shown for the instant the (synchronous) prefetching loaders take on the very first navigation.
      hydrateFallbackElement: <LoadingState label={t`Loading…`} />,
      loader: () => {
        prefetchShell(client);
        return null;
      },
      children: SCREENS.filter((screen) => screen.session).map(route),
    },
  ];
}

/** `basename`: the page's network prefix (config/network-path.ts), so every link stays in that network. */
export function createRouter(client: QueryClient, basename?: string) {
  return createBrowserRouter(appRoutes(client), { basename });
}

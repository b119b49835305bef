import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RouteError } from './route-error';
import { idParam, prefetchThreadScreen } from './screen-requests';

/** The conversation view: its requests start at navigation, in parallel with its lazily loaded code. */
export function threadRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      path: paths.thread,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idParam(params.threadId);
        if (id !== null) prefetchThreadScreen(client, id);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/thread-page')).ThreadPage }),
    },
  ];
}

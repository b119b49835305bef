import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { messageQueries } from '../api/messages-api';
import { threadQueries } from '../api/threads-api';
import { getToken } from '../auth/session';
import { paths } from '../config/paths';
import { RouteError } from './route-error';

const ignore = () => undefined;

/** The conversation view: its requests start at navigation, in parallel with its lazily loaded code. */
export function threadRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      path: paths.thread,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = Number(params.threadId);
        if (Number.isSafeInteger(id) && id > 0 && getToken()) {
          client.query(threadQueries.detail(id)).catch(ignore);
          client.infiniteQuery(messageQueries.thread(id)).catch(ignore);
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/thread-page')).ThreadPage }),
    },
  ];
}

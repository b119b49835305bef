import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { searchLimitProblem } from '../../contract/search';
import { normalizeQuery, searchQueries } from '../api/search/search-api';
import { paths } from '../config/paths';
import { readSearchChoice } from '../features/search/search-choice';
import { RouteError } from './route-error';

/** The search page: the first page of results is asked at navigation, in parallel with the page's code. */
export function searchRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      path: paths.search,
      errorElement: <RouteError />,
      loader: ({ request }) => {
        const { q } = readSearchChoice(new URL(request.url).searchParams);
        const query = normalizeQuery(q);
        if (query !== '' && searchLimitProblem(query) === undefined) {
          client.query(searchQueries.page(query, 1, 'messages')).catch(() => undefined);
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/search-page')).SearchPage }),
    },
  ];
}

import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { groupQueries } from '../api/groups-api';
import { messageQueries } from '../api/messages-api';
import { topicQueries } from '../api/topics-api';
import { userQueries } from '../api/users-api';
import { getToken } from '../auth/session';
import { NETWORK_FEED_PATHS, paths } from '../config/paths';
import { NETWORK_FEEDS, type FeedSource } from '../lib/feed-source';
import { FEED_VIEW, readPreference } from '../lib/preferences';
import { NetworkFeedPage } from '../pages/network-feed-page';
import { wasRestored } from './query-persistence';
import { RouteError } from './route-error';

const ignore = () => undefined;

/**
 * Starts a feed's first page at navigation time. A first page painted from the persisted cache is
 * refreshed in the background; one loaded in this visit is kept (its poll brings what is new).
 */
function prefetchFeed(client: QueryClient, source: FeedSource) {
  if (!getToken()) return;
  const layout = readPreference(FEED_VIEW) === 'threaded' ? 'extended' : 'flat';
  const options = messageQueries.feed(source, layout);
  if (wasRestored(client, options.queryKey)) {
    client.refetchQueries({ queryKey: options.queryKey, exact: true }).catch(ignore);
  } else {
    client.infiniteQuery(options).catch(ignore);
  }
}

const idOf = (raw: string | undefined) => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Every feed's route: the network feeds (in the first bundle) and the scoped ones (loaded when visited). */
export function feedRoutes(client: QueryClient): RouteObject[] {
  const network: RouteObject[] = NETWORK_FEEDS.map(({ feed }) => ({
    ...(feed === 'all' ? { index: true } : { path: NETWORK_FEED_PATHS[feed] }),
    element: <NetworkFeedPage feed={feed} />,
    errorElement: <RouteError />,
    loader: () => {
      prefetchFeed(client, { feed });
      return null;
    },
  }));
  return [
    ...network,
    {
      path: paths.group,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idOf(params.groupId);
        if (id !== null && getToken()) {
          client.query(groupQueries.detail(id)).catch(ignore);
          prefetchFeed(client, { feed: 'in_group', id });
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/group-feed-page')).GroupFeedPage }),
    },
    {
      path: paths.topic,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idOf(params.topicId);
        if (id !== null && getToken()) {
          client.query(topicQueries.detail(id)).catch(ignore);
          prefetchFeed(client, { feed: 'about_topic', id });
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/topic-feed-page')).TopicFeedPage }),
    },
    {
      path: paths.user,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idOf(params.userId);
        if (id !== null && getToken()) {
          client.query(userQueries.detail(id)).catch(ignore);
          prefetchFeed(client, { feed: 'from_user', id });
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/user-feed-page')).UserFeedPage }),
    },
  ];
}

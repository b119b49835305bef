import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { groupMemberQueries } from '../api/groups/group-members-api';
import { groupQueries, myGroupsQuery } from '../api/groups/groups-api';
import { notificationQueries } from '../api/notifications/notifications-api';
import { userQueries } from '../api/users/users-api';
import { NETWORK_FEED_PATHS, paths } from '../config/paths';
import { readGroupsChoice } from '../features/groups/directory-choice';
import { readChoice } from '../features/people/directory-choice';
import { NETWORK_FEEDS } from '../lib/feed-source';
import { NetworkFeedPage } from '../pages/network-feed-page';
import { RouteError } from './route-error';
import {
  idParam,
  prefetchFeed,
  prefetchGroupScreen,
  prefetchTopicScreen,
  prefetchUserScreen,
  prefetchUserTabScreen,
} from './screen-requests';

/** Every feed's route: the network feeds (in the first bundle) and the scoped ones (loaded when visited). */
export function feedRoutes(client: QueryClient): RouteObject[] {
  const network: RouteObject[] = NETWORK_FEEDS.map(({ feed }) => ({
    ...(feed === 'all' ? { index: true } : { path: NETWORK_FEED_PATHS[feed] }),
    element: <NetworkFeedPage feed={feed} />,
    errorElement: <RouteError />,
    loader: () => {
      void prefetchFeed(client, { feed });
      return null;
    },
  }));
  return [
    ...network,
    {
      path: paths.people,
      errorElement: <RouteError />,
      loader: ({ request }) => {
        const choice = readChoice(new URL(request.url).searchParams);
        client.query(userQueries.directory(choice)).catch(() => undefined);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/people-page')).PeoplePage }),
    },
    {
      path: paths.groups,
      errorElement: <RouteError />,
      loader: ({ request }) => {
        // The reader's groups tell every row whether it is Join or Leave, whichever tab is shown.
        client.query(myGroupsQuery()).catch(() => undefined);
        const { tab, page } = readGroupsChoice(new URL(request.url).searchParams);
        if (tab === 'all') client.query(groupQueries.directory(page)).catch(() => undefined);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/groups-page')).GroupsPage }),
    },
    {
      path: paths.notifications,
      errorElement: <RouteError />,
      loader: () => {
        client.infiniteQuery(notificationQueries.list()).catch(() => undefined);
        return null;
      },
      lazy: async () => ({
        Component: (await import('../pages/notifications-page')).NotificationsPage,
      }),
    },
    {
      path: paths.newGroup,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('../pages/new-group-page')).NewGroupPage }),
    },
    {
      path: paths.group,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idParam(params.groupId);
        if (id !== null) prefetchGroupScreen(client, id);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/group-feed-page')).GroupFeedPage }),
    },
    {
      path: paths.groupMembers,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idParam(params.groupId);
        if (id !== null) {
          client.query(groupQueries.detail(id)).catch(() => undefined);
          client.infiniteQuery(groupMemberQueries.list(id)).catch(() => undefined);
        }
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/group-feed-page')).GroupMembersPage }),
    },
    {
      path: paths.topic,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idParam(params.topicId);
        if (id !== null) prefetchTopicScreen(client, id);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/topic-feed-page')).TopicFeedPage }),
    },
    {
      path: paths.user,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idParam(params.userId);
        if (id !== null) prefetchUserScreen(client, id);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/profile-page')).ProfilePage }),
    },
    {
      path: paths.userTab,
      errorElement: <RouteError />,
      loader: ({ params }) => {
        const id = idParam(params.userId);
        if (id !== null) prefetchUserTabScreen(client, id, params.tab);
        return null;
      },
      lazy: async () => ({ Component: (await import('../pages/profile-page')).ProfilePage }),
    },
    {
      path: paths.editProfile,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('../pages/edit-profile-page')).EditProfilePage }),
    },
    {
      path: paths.invite,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('../pages/invite-page')).InvitePage }),
    },
    {
      path: paths.admin,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('../pages/admin-page')).AdminPage }),
    },
    {
      // Its own chunk; the chart walks up the managers itself, each answer cached and shared.
      path: paths.orgChart,
      errorElement: <RouteError />,
      lazy: async () => ({ Component: (await import('../pages/org-chart-page')).OrgChartPage }),
    },
  ];
}

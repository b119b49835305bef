import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../../auth/session';
import { NETWORK_FEED_PATHS, paths } from '../../config/paths';
import { NETWORK_FEEDS } from '../../lib/feed-source';
import {
  idParam,
  prefetchFeed,
  prefetchGroupScreen,
  prefetchShell,
  prefetchThreadScreen,
  prefetchTopicScreen,
  prefetchUserScreen,
  prefetchUserTabScreen,
} from '../screen-requests';
import { screenAt, withId, type LazyPage, type Screen } from './screen';

/** The conversation's page: app/start.tsx fetches its code once the feed is drawn. */
export const THREAD_PAGE: LazyPage = { module: 'thread-page', name: 'ThreadPage' };
/**
 * The screens whose requests the boot sends too, when the app opens on one of them: the feeds, a profile
 * and a conversation, the screens a link or a reload most often opens. The boot imports this list and no
 * other, so the other screens' request code (search, directories, notifications) stays out of it.
 */
export const startScreens: Screen[] = [
  // In the UI's own chunk: most visits start on one of them.
  ...NETWORK_FEEDS.map(({ feed }): Screen => ({
    path: NETWORK_FEED_PATHS[feed],
    page: { bundled: 'network-feed', feed },
    session: true,
    requests: (client) => prefetchFeed(client, { feed }),
  })),
  {
    path: paths.group,
    page: { module: 'group-feed-page', name: 'GroupFeedPage' },
    session: true,
    requests: withId('groupId', prefetchGroupScreen),
  },
  {
    path: paths.topic,
    page: { module: 'topic-feed-page', name: 'TopicFeedPage' },
    session: true,
    requests: withId('topicId', prefetchTopicScreen),
  },
  {
    path: paths.user,
    page: { module: 'profile-page', name: 'ProfilePage' },
    session: true,
    requests: withId('userId', prefetchUserScreen),
  },
  {
    path: paths.userTab,
    page: { module: 'profile-page', name: 'ProfilePage' },
    session: true,
    requests: (client, { params }) => {
      const id = idParam(params.userId);
      if (id !== null) prefetchUserTabScreen(client, id, params.tab);
      return undefined;
    },
  },
  {
    path: paths.thread,
    page: THREAD_PAGE,
    session: true,
    requests: withId('threadId', prefetchThreadScreen),
  },
];

/**
 * The first screen's requests, from the address alone, while the router and the UI are still loading. An
 * address of another screen matches none of these, or one that asks nothing there (`/groups/new` is no
 * group's id, `edit` no profile tab): app/screens.test.ts holds every screen to that.
 */
export function prefetchScreenAt(client: QueryClient, pathname: string, search = ''): void {
  if (!getToken()) return;
  const found = screenAt(startScreens, pathname);
  const feed = found?.screen.requests?.(client, {
    params: found.params,
    search: new URLSearchParams(search),
  });
  // A network feed is drawn as soon as it arrives (app/early-paint), without the shell's data: who and
  // where ask after it, since requests in flight beside it delayed its arrival by tens of milliseconds
  // (npm run bench). The header shows them a moment later, with the app.
  if (feed)
    void feed.finally(() => {
      prefetchShell(client);
    });
  else prefetchShell(client);
}

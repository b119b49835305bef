import { NETWORK_FEED_PATHS, paths } from '../../config/paths';
import { NETWORK_FEEDS } from '../../lib/feed-source';
import {
  idParam,
  prefetchFeed,
  prefetchGroupScreen,
  prefetchThreadScreen,
  prefetchTopicScreen,
  prefetchUserScreen,
  prefetchUserTabScreen,
} from '../screen-requests';
import { withId, type Screen } from './screen';

/**
 * The screens whose requests the boot sends too, when the app opens on one of them (app/screen-requests.ts,
 * prefetchScreenAt): the feeds, a profile and a conversation, the screens a link or a reload most often
 * opens.
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
    page: { module: 'thread-page', name: 'ThreadPage' },
    session: true,
    requests: withId('threadId', prefetchThreadScreen),
  },
];

import type { FeedSource, NetworkFeedName } from '../lib/feed-source';

/** Every route of the app, in one place; components link through the href builders, never by hand. */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  /** The network feeds of spec 4.1 (All is home). */
  myFeed: '/my-feed',
  top: '/top',
  following: '/following',
  sent: '/sent',
  private: '/private',
  received: '/received',
  /** The network's people: letter, order and page in the search params. */
  people: '/people',
  /** The groups directory: My groups and All groups, tab, page and filter in the search params. */
  groups: '/groups',
  /** The form that creates a group. */
  newGroup: '/groups/new',
  group: '/groups/:groupId',
  /** A group's members (its conversations are the group's own address). */
  groupMembers: '/groups/:groupId/members',
  topic: '/topics/:topicId',
  user: '/users/:userId',
  /** A person's profile tabs: followers, following and groups (messages are the profile itself). */
  userTab: '/users/:userId/:tab',
  /** The reader's own profile form. */
  editProfile: '/users/:userId/edit',
  /** The org chart centred on a person. */
  orgChart: '/users/:userId/org',
  thread: '/threads/:threadId',
  /** Invite people; `?group=ID` invites to that group too. */
  invite: '/invite',
  /** What others did to the reader's messages and profile (spec 4.8). */
  notifications: '/notifications',
  /** Search results: the query, the tab and the page in the search params. */
  search: '/search',
  /** The admin console: only for a verified admin of a paid network. */
  admin: '/admin',
  /** Where a "View as" tab starts: it takes its token from the admin's tab, never from the address. */
  viewAs: '/view-as',
} as const;

/** The search page's tabs as the address names them (All is left out). */
export type SearchTab = 'all' | 'messages' | 'people' | 'groups' | 'topics';

/** The search part of a search page's address: the query, the tab unless All, the page unless the first. */
export function searchParamsFor(q: string, tab: SearchTab = 'all', page = 1): string {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (tab !== 'all') params.set('type', tab);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Where each network feed lives; the URL says which feed, so reload and links keep it. */
export const NETWORK_FEED_PATHS: Record<NetworkFeedName, string> = {
  all: paths.home,
  my_feed: paths.myFeed,
  algo: paths.top,
  following: paths.following,
  sent: paths.sent,
  private: paths.private,
  received: paths.received,
};

export const hrefs = {
  home: () => paths.home,
  feed(source: FeedSource): string {
    switch (source.feed) {
      case 'all':
        return paths.home;
      case 'in_group':
        return `/groups/${String(source.id)}`;
      case 'about_topic':
        return `/topics/${String(source.id)}`;
      case 'from_user':
        return `/users/${String(source.id)}`;
      case 'in_thread':
        return `/threads/${String(source.id)}`;
      case 'liked_by':
        return `/users/${String(source.id)}/likes`;
      case 'open_graph_objects':
        // The app has no page of its own for a web page's conversation: each message opens its thread.
        return paths.home;
      default:
        return NETWORK_FEED_PATHS[source.feed];
    }
  },
  people: () => paths.people,
  groups: () => paths.groups,
  group: (id: number) => `/groups/${String(id)}`,
  newGroup: () => paths.newGroup,
  groupMembers: (id: number) => `/groups/${String(id)}/members`,
  topic: (id: number) => `/topics/${String(id)}`,
  user: (id: number) => `/users/${String(id)}`,
  userTab: (id: number, tab: 'followers' | 'following' | 'groups') => `/users/${String(id)}/${tab}`,
  editProfile: (id: number) => `/users/${String(id)}/edit`,
  orgChart: (id: number) => `/users/${String(id)}/org`,
  /** Invite people, to the network or (with a group id) to that group as well. */
  invite: (groupId?: number) =>
    // eslint-disable-next-line lingui/no-unlocalized-strings -- an address's query
    groupId === undefined ? paths.invite : `${paths.invite}?group=${String(groupId)}`,
  notifications: () => paths.notifications,
  search: (q = '', tab: SearchTab = 'all', page = 1) => `${paths.search}${searchParamsFor(q, tab, page)}`,
  admin: () => paths.admin,
  /** A conversation; with a message id, the address of that message within it (`#message-ID`). */
  thread: (id: number, messageId?: number) =>
    `/threads/${String(id)}${messageId === undefined ? '' : `#${messageAnchor(messageId)}`}`,
};

/** The network feed an address names (`/`, `/my-feed`, ...), if it names one. */
export function networkFeedAt(pathname: string): NetworkFeedName | undefined {
  return (Object.keys(NETWORK_FEED_PATHS) as NetworkFeedName[]).find(
    (feed) => NETWORK_FEED_PATHS[feed] === pathname,
  );
}

/** The DOM id of a message's article, shared by every list of messages and the links into a conversation. */
export const messageAnchor = (id: number) => `message-${String(id)}`;

import type { FeedSource } from '../lib/feed-source';

/** Every route of the app, in one place; components link through the href builders, never by hand. */
export const paths = {
  home: '/',
  authCallback: '/auth/callback',
  /** Issue 4 fills these in; declared here so links have one home. */
  feed: '/feeds/:feed',
  group: '/groups/:id',
  topic: '/topics/:id',
  user: '/users/:id',
  thread: '/threads/:id',
} as const;

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
      default:
        return `/feeds/${source.feed.replace('_', '-')}`;
    }
  },
  group: (id: number) => `/groups/${String(id)}`,
  topic: (id: number) => `/topics/${String(id)}`,
  user: (id: number) => `/users/${String(id)}`,
  thread: (id: number) => `/threads/${String(id)}`,
};

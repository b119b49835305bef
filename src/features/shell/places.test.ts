import { describe, expect, it } from 'vitest';
import { feedLinks, inboxLinks, showsFeedStrip, sidebarLinks, tabLinks, badgeName } from './places';

const current = (links: { key: string; current: string | undefined }[]) =>
  Object.fromEntries(links.filter((l) => l.current).map((l) => [l.key, l.current]));

describe('the places of the shell', () => {
  it('marks the feed the reader is on, and Inbox for each of its three feeds', () => {
    expect(current(feedLinks('/'))).toEqual({ all: 'page' });
    expect(current(feedLinks('/top'))).toEqual({ algo: 'page' });
    expect(current(feedLinks('/received'))).toEqual({ inbox: 'page' });
    expect(current(feedLinks('/private'))).toEqual({ inbox: 'true' });
    expect(current(feedLinks('/groups/3'))).toEqual({});
  });

  it('gives the inbox its tabs only on its own pages', () => {
    expect(inboxLinks('/')).toBeUndefined();
    expect(inboxLinks('/sent')?.map((l) => [l.label, l.current])).toEqual([
      ['Received', undefined],
      ['Sent', 'page'],
      ['Private messages', undefined],
    ]);
  });

  it('shows the phone feeds strip on the network feeds only', () => {
    expect(showsFeedStrip('/')).toBe(true);
    expect(showsFeedStrip('/private')).toBe(true);
    expect(showsFeedStrip('/groups')).toBe(false);
    expect(showsFeedStrip('/threads/4')).toBe(false);
  });

  it("marks one tab: Groups in a group, Me on the reader profile, People on another person's, Home everywhere else", () => {
    const tab = (pathname: string) =>
      current(tabLinks({ pathname, meId: 7 }) as { key: string; current: string }[]);
    expect(tab('/')).toEqual({ home: 'page' });
    expect(tab('/threads/5')).toEqual({ home: 'true' });
    expect(tab('/groups')).toEqual({ groups: 'page' });
    expect(tab('/groups/12')).toEqual({ groups: 'true' });
    expect(tab('/users/7')).toEqual({ me: 'page' });
    expect(tab('/users/7/followers')).toEqual({ me: 'true' });
    expect(tab('/users/70')).toEqual({ people: 'true' });
    expect(tab('/users/8')).toEqual({ people: 'true' });
    expect(tab('/users/8/org')).toEqual({ people: 'true' });
    // On People's own page no other tab claims Home's place.
    expect(tab('/people')).toEqual({ people: 'page' });
    // Search results span every place: no tab claims them.
    expect(tab('/search')).toEqual({});
  });

  it('keeps the Me tab slot without a link until the reader is known, and leaves Profile out of the sidebar', () => {
    const me = tabLinks({ pathname: '/', meId: undefined }).find((t) => t.key === 'me');
    expect(me && 'href' in me).toBe(false);
    expect(sidebarLinks({ pathname: '/', meId: undefined }).map((l) => l.key)).toEqual([
      'people',
      'groups',
      'notifications',
      'invite',
    ]);
    expect(sidebarLinks({ pathname: '/', meId: 7 }).map((l) => [l.key, l.href])).toEqual([
      ['people', '/people'],
      ['groups', '/groups'],
      ['notifications', '/notifications'],
      ['me', '/users/7'],
      ['invite', '/invite'],
    ]);
  });

  it('gives Notifications, in the tab bar and the sidebar, the unseen count as its badge and marks it on its page', () => {
    const where = { pathname: '/notifications', meId: 7, unseenNotifications: 3 };
    const tab = tabLinks(where).find((t) => t.key === 'notifications');
    expect(tab).toMatchObject({ short: 'Alerts', href: '/notifications', current: 'page', count: 3 });
    expect(sidebarLinks(where).find((l) => l.key === 'notifications')).toMatchObject({
      label: 'Notifications',
      count: 3,
    });
    // No count (none unseen, or unknown): no badge; other places never have one.
    const plain = sidebarLinks({ pathname: '/', meId: 7, unseenNotifications: undefined });
    expect(plain.some((l) => 'count' in l)).toBe(false);
    expect(
      sidebarLinks(where)
        .filter((l) => l.count !== undefined)
        .map((l) => l.key),
    ).toEqual(['notifications']);
    expect(badgeName('Notifications', 3)).toBe('Notifications, 3 unseen');
    expect(badgeName('Notifications', undefined)).toBeUndefined();
  });
});

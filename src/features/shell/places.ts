import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Id } from '../../../contract/common';
import type { IconName } from '../../components/icon-paths';
import { hrefs, NETWORK_FEED_PATHS, networkFeedAt, paths } from '../../config/paths';
import { i18n } from '../../i18n/i18n-runtime';
import { networkFeedTitle, type NetworkFeedName } from '../../lib/feed-source';

/**
 * Where the shell's navigation leads, as plain data: the React shell and the early paint (boot/early-paint)
 * draw the same links from it. A new place (notifications, search, people, admin) is one line in PLACES.
 * Names are catalog descriptors, read in the active language each time the links are drawn: the early paint
 * draws before React has loaded, so this module asks the page's Lingui instance itself, never a hook.
 */

/** How a link shows that it is where the reader is: the page itself, or a place the page belongs to. */
export type Current = 'page' | 'true' | undefined;

export interface NavLinkView {
  key: string;
  label: string;
  /** The phone tab bar's shorter label. */
  short: string;
  icon: IconName;
  href: string;
  current: Current;
  /** A badge's number (unseen notifications), when there is one to show. */
  count?: number;
}

interface Where {
  pathname: string;
  meId: Id | undefined;
  /** The reader's unseen notifications (lib/unseen-count: positive, or undefined when none or unknown). */
  unseenNotifications?: number | undefined;
  /** A verified admin of a paid network (api/admin/use-admin-rights.ts); false while not known. */
  admin?: boolean;
}

interface Place {
  key: string;
  label: MessageDescriptor;
  short?: MessageDescriptor;
  icon: IconName;
  /** undefined while the place's address is not known yet (the reader's own profile before users/current). */
  href: (where: Where) => string | undefined;
  current: (where: Where) => Current;
  count?: (where: Where) => number | undefined;
  /** In the phone tab bar; in the desktop sidebar. */
  tab: boolean;
  sidebar: boolean;
  /** Only for a verified admin of a paid network: anyone else is offered no admin action anywhere. */
  adminOnly?: boolean;
}

const INBOX_FEEDS: readonly NetworkFeedName[] = ['received', 'sent', 'private'];
const HOME_FEEDS: readonly NetworkFeedName[] = ['all', 'my_feed', 'algo', 'following'];

const isInbox = (pathname: string) => INBOX_FEEDS.some((f) => NETWORK_FEED_PATHS[f] === pathname);
const exactly = (href: string | undefined, pathname: string): Current =>
  href === pathname ? 'page' : undefined;
const within = (prefix: string, pathname: string): Current =>
  pathname === prefix ? 'page' : pathname.startsWith(`${prefix}/`) ? 'true' : undefined;
const isSomeonesProfile = ({ pathname }: Where) => /^\/users\/\d+(\/|$)/.test(pathname);
const myProfile = ({ meId }: Where) => (meId === undefined ? undefined : hrefs.user(meId));

/** The reader's feeds, in the sidebar; on a phone, the strip under the header on the home feeds. */
export function feedLinks(pathname: string): NavLinkView[] {
  const icons: Record<string, IconName> = {
    all: 'home',
    my_feed: 'myFeed',
    algo: 'top',
    following: 'following',
  };
  const feeds = HOME_FEEDS.map((feed) => {
    const href = hrefs.feed({ feed });
    const label = feed === 'all' ? i18n._(msg`All conversations`) : networkFeedTitle(feed);
    return {
      key: feed,
      label,
      short:
        feed === 'all'
          ? i18n._(msg({ message: 'All', comment: 'all conversations, a tab on a phone' }))
          : label,
      icon: icons[feed] ?? 'home',
      href,
      current: exactly(href, pathname),
    };
  });
  const inbox: NavLinkView = {
    key: 'inbox',
    label: i18n._(msg`Inbox`),
    short: i18n._(msg`Inbox`),
    icon: 'inbox',
    href: hrefs.feed({ feed: 'received' }),
    current: isInbox(pathname) ? (pathname === NETWORK_FEED_PATHS.received ? 'page' : 'true') : undefined,
  };
  return [...feeds, inbox];
}

/** Received, Sent and Private under the one Inbox choice: the tabs of the inbox's pages. */
export function inboxLinks(pathname: string): NavLinkView[] | undefined {
  if (!isInbox(pathname)) return undefined;
  return INBOX_FEEDS.map((feed) => {
    const href = hrefs.feed({ feed });
    const label = networkFeedTitle(feed);
    return { key: feed, label, short: label, icon: 'inbox', href, current: exactly(href, pathname) };
  });
}

/** Whether the phone shows the feeds strip: on the home feeds and the inbox. */
export const showsFeedStrip = (pathname: string) => networkFeedAt(pathname) !== undefined;

const PLACES: readonly Place[] = [
  {
    key: 'home',
    label: msg`Home`,
    icon: 'home',
    href: () => hrefs.home(),
    // Home is where every feed and conversation lives, unless another place claims the page; search results
    // span every place, so they belong to none.
    current: (where) =>
      networkFeedAt(where.pathname) === 'all'
        ? 'page'
        : where.pathname === paths.search || OTHER_THAN_HOME.some((p) => p.current(where))
          ? undefined
          : 'true',
    tab: true,
    sidebar: false,
  },
  {
    key: 'people',
    label: msg`People`,
    icon: 'people',
    href: () => hrefs.people(),
    // Another person's profile (and its tabs, their org chart) is a page of People; one's own is Me.
    current: (where) =>
      within(hrefs.people(), where.pathname) ??
      (isSomeonesProfile(where) && PLACES_BY_KEY.me?.current(where) === undefined ? 'true' : undefined),
    // A tab until search (issue 17) offers people on a phone: every place one step away there too.
    tab: true,
    sidebar: true,
  },
  {
    key: 'groups',
    label: msg`Groups`,
    short: msg`Groups`,
    icon: 'groups',
    href: () => hrefs.groups(),
    current: ({ pathname }) => within(hrefs.groups(), pathname),
    tab: true,
    sidebar: true,
  },
  {
    key: 'notifications',
    label: msg`Notifications`,
    // The tab bar's five slots are 72 px wide on a 360 px phone: "Notifications" does not fit in one.
    short: msg({
      message: 'Alerts',
      comment: 'Notifications, on a phone tab about 72 px wide: a short word',
    }),
    icon: 'bell',
    href: () => hrefs.notifications(),
    current: ({ pathname }) => exactly(hrefs.notifications(), pathname),
    count: (where) => where.unseenNotifications,
    tab: true,
    sidebar: true,
  },
  {
    key: 'me',
    label: msg`Profile`,
    short: msg({ message: 'Me', comment: "the reader's own profile, on a phone tab about 72 px wide" }),
    icon: 'me',
    href: myProfile,
    // The profile's tabs (and its form, its org chart) are still the reader's own place.
    current: (where) => {
      const href = myProfile(where);
      return href === undefined ? undefined : within(href, where.pathname);
    },
    tab: true,
    sidebar: true,
  },
  {
    // An action more than a place: on a phone it is in the account menu, not the tab bar.
    key: 'invite',
    label: msg`Invite people`,
    icon: 'mail',
    href: () => hrefs.invite(),
    current: ({ pathname }) => exactly(hrefs.invite(), pathname),
    tab: false,
    sidebar: true,
  },
  {
    // The admin console; on a phone, in the account menu too (features/shell/phone-header.tsx).
    key: 'admin',
    label: msg({ message: 'Admin', comment: "the network's administration console" }),
    icon: 'shield',
    href: () => hrefs.admin(),
    current: ({ pathname }) => exactly(hrefs.admin(), pathname),
    tab: false,
    sidebar: true,
    adminOnly: true,
  },
];
const OTHER_THAN_HOME = PLACES.filter((p) => p.key !== 'home');
const PLACES_BY_KEY: Partial<Record<string, Place>> = Object.fromEntries(PLACES.map((p) => [p.key, p]));

function view(place: Place, where: Where): NavLinkView | undefined {
  if (place.adminOnly && where.admin !== true) return undefined;
  const href = place.href(where);
  if (href === undefined) return undefined;
  const { key, icon } = place;
  const label = i18n._(place.label);
  const short = place.short ? i18n._(place.short) : label;
  const count = place.count?.(where);
  return { key, label, short, icon, href, current: place.current(where), ...(count ? { count } : {}) };
}

/**
 * The accessible name of a place with a badge, "Notifications, 3 unseen", in one string (a flex item's text
 * would be announced apart: "Notifications , 3 unseen"); none otherwise, its text names it.
 */
export const badgeName = (text: string, count: number | undefined) =>
  count === undefined
    ? undefined
    : i18n._(msg`${text}, ${plural(count, { one: '# unseen', other: '# unseen' })}`);

/** The phone's bottom tab bar. A place whose address is not known yet keeps its slot, without a link. */
export function tabLinks(where: Where): (NavLinkView | { key: string; short: string; icon: IconName })[] {
  return PLACES.filter((p) => p.tab).map(
    (p) => view(p, where) ?? { key: p.key, short: i18n._(p.short ?? p.label), icon: p.icon },
  );
}

/** The sidebar's places after the feeds. */
export function sidebarLinks(where: Where): NavLinkView[] {
  return PLACES.filter((p) => p.sidebar).flatMap((p) => view(p, where) ?? []);
}

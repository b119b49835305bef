import { t } from '@lingui/core/macro';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import type { Child, Kit } from '../../components/markup-kit';
import { hrefs } from '../../config/paths';
import { badgeText } from '../../lib/unseen-count';
import {
  badgeName,
  feedLinks,
  inboxLinks,
  showsFeedStrip,
  sidebarLinks,
  tabLinks,
  type NavLinkView,
} from './places';
import { meAvatar, PRODUCT_NAME, type AvatarSlot } from './frame-template';
import * as css from './shell-classes';

/*
 * The frame's markup, written once for both builders (components/markup-kit.ts): the shell's components
 * render these templates with React, the early paint (boot/early-paint/early-shell.ts) with the DOM before
 * React has loaded. What only React does (menus, the search box's suggestions, the reader's groups and
 * topics, the networks) comes in through slots.
 */

/**
 * A place's unseen count as a pill, hidden from screen readers (it may say "99+"): the link's name says the
 * exact count instead (`badgeName` in places.ts), in one string, since a flex item's text is announced apart.
 */
export function placeBadge<N>(k: Kit<N>, count: number | undefined, className: string): N | null {
  return count === undefined ? null : k.h('span', { 'aria-hidden': 'true', className }, badgeText(count));
}

function placeLink<N>(k: Kit<N>, link: NavLinkView): N {
  return k.link(
    {
      href: link.href,
      'aria-current': link.current,
      'aria-label': badgeName(link.label, link.count),
      className: css.SIDE_LINK,
    },
    k.icon(link.icon, css.ICON),
    // A long place name (German, the pseudo-locale) wraps rather than hiding its end: every word stays readable.
    k.h('span', { className: 'min-w-0 break-words' }, link.label),
    placeBadge(k, link.count, css.SIDE_BADGE),
  );
}

export interface SidebarInput<N> {
  pathname: string;
  admin: boolean;
  networkName: string | undefined;
  unseenNotifications: number | undefined;
  search: Child<N>;
  /** What follows a place's link in its item (the reader's groups under My groups). */
  afterPlace?: (link: NavLinkView) => Child<N>;
  /** After the places: the reader's topics; after the navigation: the networks. */
  topics?: Child<N>;
  networks?: Child<N>;
  /** The reader, when known: their picture and name at the foot. */
  me: User | undefined;
  avatar: AvatarSlot<N>;
  onSettings?: (() => void) | undefined;
  onSignOut?: (() => void) | undefined;
}

/** From 1024 px: every place one click away, the current one marked; the reader's own things at the foot. */
export function sidebar<N>(k: Kit<N>, s: SidebarInput<N>): N {
  const { pathname, admin, unseenNotifications, me } = s;
  const meId = me?.id;
  const places = sidebarLinks({ pathname, meId, admin, unseenNotifications });
  return k.h(
    'header',
    { className: css.SIDEBAR },
    k.h(
      'div',
      { className: css.BRAND },
      k.link({ href: hrefs.home(), className: css.HOME_LINK }, PRODUCT_NAME),
      k.h('span', { className: css.NETWORK_NAME }, s.networkName ?? '\u00a0'),
    ),
    s.search,
    k.h(
      'nav',
      {
        'aria-label': t({ message: 'Main', comment: 'the main navigation' }),
        className: 'flex flex-col gap-3',
      },
      k.h(
        'ul',
        { className: css.SIDE_SECTION },
        ...feedLinks(pathname).map((l) => k.h('li', null, placeLink(k, l))),
      ),
      k.h(
        'ul',
        { className: css.SIDE_SECTION },
        ...places.map((l) => k.h('li', null, placeLink(k, l), s.afterPlace?.(l))),
      ),
      s.topics,
    ),
    s.networks,
    k.h(
      'section',
      { 'aria-label': t`Account`, className: css.SIDE_FOOT },
      me &&
        k.h(
          'p',
          { className: 'flex min-w-0 items-center gap-3 px-3 py-1 text-sm' },
          meAvatar(s.avatar, me),
          k.h('span', { className: 'truncate font-medium' }, me.full_name),
        ),
      k.h(
        'button',
        { type: 'button', 'aria-haspopup': 'dialog', onClick: s.onSettings, className: css.SIDE_BUTTON },
        k.icon('settings', css.ICON),
        t`Settings`,
      ),
      k.h(
        'button',
        { type: 'button', onClick: s.onSignOut, className: css.SIDE_BUTTON },
        k.icon('signOut', css.ICON),
        t`Sign out`,
      ),
    ),
  );
}

function strip<N>(k: Kit<N>, label: string, links: NavLinkView[], className: string): N {
  return k.h(
    'nav',
    { 'aria-label': label, className },
    k.h(
      'ul',
      { className: css.STRIP_LIST },
      ...links.map((link) =>
        k.h(
          'li',
          { className: 'shrink-0' },
          k.link({ href: link.href, 'aria-current': link.current, className: css.STRIP_LINK }, link.short),
        ),
      ),
    ),
  );
}

/**
 * On a phone, the feeds as a strip under the header (the sidebar lists them from 1024 px); on the inbox's
 * pages, at every width, its three feeds as tabs.
 */
export function feedStrips<N>(k: Kit<N>, pathname: string): [N | null, N | null] {
  const inbox = inboxLinks(pathname);
  return [
    showsFeedStrip(pathname) ? strip(k, t`Feeds`, feedLinks(pathname), `${css.STRIP} lg:hidden`) : null,
    inbox ? strip(k, t`Inbox`, inbox, css.STRIP) : null,
  ];
}

/** Below 1024 px: the places as a tab bar fixed at the bottom, each target at least 44 px square. */
export function tabBar<N>(
  k: Kit<N>,
  where: { pathname: string; meId: Id | undefined; unseenNotifications: number | undefined },
): N {
  return k.h(
    'nav',
    { 'aria-label': t`Places`, className: css.TAB_BAR },
    k.h(
      'ul',
      { className: css.TAB_LIST },
      ...tabLinks(where).map((tab) =>
        k.h(
          'li',
          { className: 'flex flex-1' },
          'href' in tab
            ? k.link(
                {
                  href: tab.href,
                  'aria-current': tab.current,
                  'aria-label': badgeName(tab.short, tab.count),
                  className: css.TAB_LINK,
                },
                k.icon(tab.icon, css.ICON),
                tab.short,
                placeBadge(k, tab.count, css.TAB_BADGE),
              )
            : // Its address (the reader's own profile) is not known yet: the slot is kept, so nothing moves.
              k.h(
                'span',
                { 'aria-hidden': 'true', className: css.TAB },
                k.icon(tab.icon, css.ICON),
                tab.short,
              ),
        ),
      ),
    ),
  );
}

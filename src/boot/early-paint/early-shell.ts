import type { User } from '../../../contract/users';
import { hrefs } from '../../config/paths';
import {
  badgeName,
  feedLinks,
  inboxLinks,
  showsFeedStrip,
  sidebarLinks,
  tabLinks,
  type NavLinkView,
} from '../../features/shell/places';
import { badgeText } from '../../lib/unseen-count';
import * as search from '../../features/shell/search-box-classes';
import * as css from '../../features/shell/shell-classes';
import { LISTBOX } from '../../components/suggestion-list-classes';
import { h, icon } from './dom';
import { earlyAvatar } from './early-message';

/** What the frame needs: where the reader is, and who reads where, when known. */
export interface EarlyShellProps {
  pathname: string;
  me: User | undefined;
  /** A verified admin of a paid network (api/admin-rights.ts): the sidebar's Admin place. */
  admin: boolean;
  networkName: string | undefined;
  /** The badge of Notifications (lib/unseen-count), when the cached networks say one. */
  unseenNotifications: number | undefined;
}

const meAvatar = (me: User) =>
  earlyAvatar(me.full_name, me.mugshot_url_template, me.mugshot_url, css.ME_AVATAR_SIZE);

/** features/shell/place-badge.tsx */
const badge = (count: number | undefined, className: string) =>
  count !== undefined && h('span', { 'aria-hidden': 'true', className }, badgeText(count));

function sideLink(link: NavLinkView): HTMLElement {
  return h(
    'li',
    null,
    h(
      'a',
      {
        href: link.href,
        'aria-current': link.current,
        'aria-label': badgeName(link.label, link.count),
        className: css.SIDE_LINK,
      },
      icon(link.icon, css.ICON),
      h('span', { className: 'truncate' }, link.label),
      badge(link.count, css.SIDE_BADGE),
    ),
  );
}

function sideButton(name: 'settings' | 'signOut', label: string, popup: boolean): HTMLElement {
  return h(
    'button',
    { type: 'button', 'aria-haspopup': popup ? 'dialog' : undefined, className: css.SIDE_BUTTON },
    icon(name, css.ICON),
    label,
  );
}

/** features/shell/search-box.tsx, before anything is typed (the app keeps what is typed here meanwhile). */
function searchBox(): HTMLElement {
  const listId = search.searchListId(search.SIDEBAR_SEARCH_ID);
  return h(
    'form',
    { role: 'search', className: search.SEARCH_FORM },
    icon('search', search.SEARCH_ICON),
    h('input', {
      id: search.SIDEBAR_SEARCH_ID,
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-controls': listId,
      type: 'text',
      autocomplete: 'off',
      'aria-autocomplete': 'list',
      'aria-label': search.SEARCH_LABEL,
      placeholder: search.SEARCH_PLACEHOLDER,
      enterkeyhint: 'search',
      'data-search-box': true,
      value: '',
      className: search.SEARCH_FIELD,
    }),
    h('ul', { id: listId, role: 'listbox', 'aria-label': 'Suggestions', hidden: true, className: LISTBOX }),
    h('p', { role: 'status', className: 'sr-only' }),
  );
}

/** features/shell/sidebar.tsx: the reader's groups arrive with the app, below the links drawn here. */
function sidebar({ pathname, me, admin, networkName, unseenNotifications }: EarlyShellProps): HTMLElement {
  return h(
    'header',
    { className: css.SIDEBAR },
    h(
      'div',
      { className: css.BRAND },
      h('a', { href: hrefs.home(), className: css.HOME_LINK }, 'Commons'),
      h('span', { className: css.NETWORK_NAME }, networkName ?? '\u00a0'),
    ),
    searchBox(),
    h(
      'nav',
      { 'aria-label': 'Main', className: 'flex flex-col gap-3' },
      h('ul', { className: css.SIDE_SECTION }, ...feedLinks(pathname).map(sideLink)),
      h(
        'ul',
        { className: css.SIDE_SECTION },
        ...sidebarLinks({ pathname, meId: me?.id, admin, unseenNotifications }).map(sideLink),
      ),
    ),
    h(
      'section',
      { 'aria-label': 'Account', className: css.SIDE_FOOT },
      me &&
        h(
          'p',
          { className: 'flex min-w-0 items-center gap-3 px-3 py-1 text-sm' },
          meAvatar(me),
          h('span', { className: 'truncate font-medium' }, me.full_name),
        ),
      sideButton('settings', 'Settings', true),
      sideButton('signOut', 'Sign out', false),
    ),
  );
}

/** features/shell/phone-header.tsx */
function phoneHeader({ me, networkName }: EarlyShellProps): HTMLElement {
  return h(
    'header',
    { className: css.HEADER },
    h('a', { href: hrefs.home(), className: css.HOME_LINK }, 'Commons'),
    h('span', { className: css.HEADER_NETWORK }, networkName),
    h(
      'a',
      { href: hrefs.search(), className: css.HEADER_ICON_LINK },
      icon('search', css.ICON),
      h('span', { className: 'sr-only' }, 'Search'),
    ),
    h(
      'button',
      { type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': 'false', className: css.ACCOUNT_BUTTON },
      me ? meAvatar(me) : icon('me', css.ICON),
      h('span', { className: 'sr-only' }, me ? `Account: ${me.full_name}` : 'Account'),
    ),
  );
}

function strip(label: string, links: NavLinkView[], className: string): HTMLElement {
  return h(
    'nav',
    { 'aria-label': label, className },
    h(
      'ul',
      { className: css.STRIP_LIST },
      ...links.map((link) =>
        h(
          'li',
          { className: 'shrink-0' },
          h('a', { href: link.href, 'aria-current': link.current, className: css.STRIP_LINK }, link.short),
        ),
      ),
    ),
  );
}

/** features/shell/tab-bar.tsx */
function tabBar({ pathname, me, unseenNotifications }: EarlyShellProps): HTMLElement {
  return h(
    'nav',
    { 'aria-label': 'Places', className: css.TAB_BAR },
    h(
      'ul',
      { className: css.TAB_LIST },
      ...tabLinks({ pathname, meId: me?.id, unseenNotifications }).map((tab) =>
        h(
          'li',
          { className: 'flex flex-1' },
          'href' in tab
            ? h(
                'a',
                {
                  href: tab.href,
                  'aria-current': tab.current,
                  'aria-label': badgeName(tab.short, tab.count),
                  className: css.TAB_LINK,
                },
                icon(tab.icon, css.ICON),
                tab.short,
                badge(tab.count, css.TAB_BADGE),
              )
            : h('span', { 'aria-hidden': 'true', className: css.TAB }, icon(tab.icon, css.ICON), tab.short),
        ),
      ),
    ),
  );
}

/**
 * The signed-in frame (features/shell/app-shell.tsx) as the DOM alone, the current place marked. Its
 * buttons do nothing yet; the app's render, a moment later, brings them to life.
 */
export function earlyShell(props: EarlyShellProps, main: HTMLElement): HTMLElement {
  const inbox = inboxLinks(props.pathname);
  return h(
    'div',
    // Marks the early page (lib/early-paint removes it on hand-over; the journeys look for it).
    { className: css.FRAME, 'data-early-paint': true },
    h(
      'div',
      { className: css.COLUMNS },
      sidebar(props),
      h(
        'div',
        { className: css.CENTER },
        phoneHeader(props),
        showsFeedStrip(props.pathname) && strip('Feeds', feedLinks(props.pathname), `${css.STRIP} lg:hidden`),
        inbox && strip('Inbox', inbox, css.STRIP),
        main,
      ),
    ),
    tabBar(props),
    h('p', { role: 'status', className: css.STATUS }),
  );
}

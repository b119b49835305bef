import type { User } from '../../../contract/users';
import { hrefs } from '../../config/paths';
import { feedStrips, sidebar, tabBar } from '../../features/shell/shell-template';
import * as search from '../../features/shell/search-box-classes';
import * as css from '../../features/shell/shell-classes';
import { LISTBOX } from '../../components/suggestion-list-classes';
import { avatar } from '../../components/avatar-template';
import { domKit, h, icon } from './dom';

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
  avatar(domKit, {
    name: me.full_name,
    template: me.mugshot_url_template,
    url: me.mugshot_url,
    size: css.ME_AVATAR_SIZE,
  });

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

/** features/shell/sidebar.tsx: the reader's groups and topics arrive with the app, below the links drawn here. */
function earlySidebar({ pathname, me, admin, networkName, unseenNotifications }: EarlyShellProps): Node {
  return sidebar(domKit, {
    pathname,
    meId: me?.id,
    admin,
    networkName,
    unseenNotifications,
    search: searchBox(),
    me:
      me &&
      h(
        'p',
        { className: 'flex min-w-0 items-center gap-3 px-3 py-1 text-sm' },
        meAvatar(me),
        h('span', { className: 'truncate font-medium' }, me.full_name),
      ),
  });
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

/**
 * The signed-in frame (features/shell/app-shell.tsx) as the DOM alone, the current place marked. Its
 * buttons do nothing yet; the app's render, a moment later, brings them to life.
 */
export function earlyShell(props: EarlyShellProps, main: HTMLElement): HTMLElement {
  const [feeds, inbox] = feedStrips(domKit, props.pathname);
  return h(
    'div',
    // Marks the early page (lib/early-paint removes it on hand-over; the journeys look for it).
    { className: css.FRAME, 'data-early-paint': true },
    h(
      'div',
      { className: css.COLUMNS },
      earlySidebar(props),
      h('div', { className: css.CENTER }, phoneHeader(props), feeds, inbox, main),
    ),
    tabBar(domKit, {
      pathname: props.pathname,
      meId: props.me?.id,
      unseenNotifications: props.unseenNotifications,
    }),
    h('p', { role: 'status', className: css.STATUS }),
  );
}

import { t } from '@lingui/core/macro';
import type { User } from '../../../contract/users';
import type { AvatarInput } from '../../components/avatar-template';
import type { Child, Kit } from '../../components/markup-kit';
import { withName } from '../../components/named-template';
import { hrefs } from '../../config/paths';
import * as css from './shell-classes';

/*
 * The frame around the page and the phone's header, written once for both builders
 * (components/markup-kit.ts): the shell's components render them with React, the early paint
 * (boot/early-paint/early-shell.ts) with the DOM before React has loaded. What only React does (the menus,
 * the status line's notices, the settings dialog) comes in through slots.
 */

/** The product's name, the same in every language. */
export const PRODUCT_NAME = 'Commons';

/** The reader's picture in the frame, each builder's own (React's gives way to initials when it fails). */
export type AvatarSlot<N> = (input: AvatarInput) => N;

export function meAvatar<N>(avatar: AvatarSlot<N>, me: User): N {
  return avatar({
    name: me.full_name,
    template: me.mugshot_url_template,
    url: me.mugshot_url,
    size: css.ME_AVATAR_SIZE,
  });
}

/** The header's network name, when it is no menu (one network, or not known yet). */
export function headerNetworkName<N>(k: Kit<N>, name: string | undefined): N {
  return k.h('span', { className: css.HEADER_NETWORK }, name);
}

export interface PhoneHeaderInput<N> {
  me: User | undefined;
  /** With several networks the header's title is the network, a menu of them: its name needs the width. */
  homeLink: boolean;
  /** The network's name, or the menu of the reader's networks. */
  network: Child<N>;
  avatar: AvatarSlot<N>;
  /** The account menu's button around what it shows (React's opens Profile, Settings, Invite people, Sign out). */
  account: (picture: N, label: N) => N;
}

/** The account button's name: whose account it is. */
const accountOf = (name: string) => t`Account: ${name}`;

/** Below 1024 px: one row with the logo, the network, search and the reader's menu. */
export function phoneHeader<N>(k: Kit<N>, p: PhoneHeaderInput<N>): N {
  return k.h(
    'header',
    { className: css.HEADER },
    p.homeLink && k.link({ href: hrefs.home(), className: css.HOME_LINK }, PRODUCT_NAME),
    p.network,
    k.link(
      { href: hrefs.search(), className: css.HEADER_ICON_LINK },
      k.icon('search', css.ICON),
      k.h('span', { className: 'sr-only' }, t`Search`),
    ),
    p.account(
      p.me ? meAvatar(p.avatar, p.me) : k.icon('me', css.ICON),
      k.h(
        'span',
        { className: 'sr-only' },
        ...(p.me ? withName(k, accountOf(p.me.full_name), p.me.full_name) : [t`Account`]),
      ),
    ),
  );
}

/**
 * The early page's account button: the menu's (components/menu-button.tsx), closed, until the app's render
 * brings it to life.
 */
export function closedAccountButton<N>(k: Kit<N>) {
  return (picture: N, label: N) =>
    k.h(
      'button',
      { type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': 'false', className: css.ACCOUNT_BUTTON },
      picture,
      label,
    );
}

export interface FrameInput<N> {
  /** Marks the early page (lib/early-paint removes it on hand-over; the journeys look for it). */
  early?: boolean | undefined;
  /** First in the frame: the skip link. */
  before?: Child<N>;
  sidebar: Child<N>;
  header: Child<N>;
  strips: Child<N>[];
  main: Child<N>;
  tabBar: Child<N>;
  /** Last in the frame: the status line and what floats over the page. */
  after: Child<N>[];
}

/** The signed-in frame: the sidebar, the column with the header, the strips and the main landmark, the tabs. */
export function shellFrame<N>(k: Kit<N>, f: FrameInput<N>): N {
  return k.h(
    'div',
    { className: css.FRAME, 'data-early-paint': f.early },
    f.before,
    k.h(
      'div',
      { className: css.COLUMNS },
      f.sidebar,
      k.h('div', { className: css.CENTER }, f.header, ...f.strips, f.main),
    ),
    f.tabBar,
    ...f.after,
  );
}

/** The status line's paragraph: React's says what the service is doing (features/shell/status-line.tsx). */
export function statusLine<N>(k: Kit<N>, text: string): N {
  return k.h('p', { role: 'status', className: css.STATUS }, text);
}

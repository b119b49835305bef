import { Link, useNavigate } from 'react-router';
import type { User } from '../../../contract/users';
import { Avatar } from '../../components/avatar';
import { Icon } from '../../components/icon';
import { MenuButton, type MenuChoice } from '../../components/menu-button';
import { hrefs } from '../../config/paths';
import { useNetworkChoices } from './network-choices';
import { PhoneNetworkMenu } from './network-switcher';
import * as css from './shell-classes';

export interface PhoneHeaderProps {
  me: User | undefined;
  /** A verified admin of a paid network: the menu offers the admin console. */
  admin: boolean;
  networkName: string | undefined;
  onSettings: () => void;
  onSignOut: () => void;
}

/** Below 1024 px: one row with the logo, the network and the reader's menu (Profile, Settings, Invite people, Sign out). */
export function PhoneHeader({ me, admin, networkName, onSettings, onSignOut }: PhoneHeaderProps) {
  const navigate = useNavigate();
  const networks = useNetworkChoices();
  const items: MenuChoice[] = [
    ...(me
      ? [
          {
            label: 'Profile',
            onSelect: () => {
              void navigate(hrefs.user(me.id));
            },
          },
        ]
      : []),
    { label: 'Settings', onSelect: onSettings },
    {
      label: 'Invite people',
      onSelect: () => {
        void navigate(hrefs.invite());
      },
    },
    ...(admin
      ? [
          {
            label: 'Admin',
            onSelect: () => {
              void navigate(hrefs.admin());
            },
          },
        ]
      : []),
    { label: 'Sign out', onSelect: onSignOut },
  ];
  return (
    <header className={css.HEADER}>
      {/* With several networks the header's title is the network, a menu of them: its name needs the width. */}
      {networks.length === 0 ? (
        <Link to={hrefs.home()} className={css.HOME_LINK}>
          Commons
        </Link>
      ) : null}
      <PhoneNetworkMenu choices={networks} name={networkName} />
      <Link to={hrefs.search()} className={css.HEADER_ICON_LINK}>
        <Icon name="search" className={css.ICON} />
        <span className="sr-only">Search</span>
      </Link>
      <MenuButton items={items} buttonClassName={css.ACCOUNT_BUTTON}>
        {me ? (
          <Avatar
            name={me.full_name}
            template={me.mugshot_url_template}
            url={me.mugshot_url}
            size={css.ME_AVATAR_SIZE}
          />
        ) : (
          <Icon name="me" className={css.ICON} />
        )}
        <span className="sr-only">{me ? `Account: ${me.full_name}` : 'Account'}</span>
      </MenuButton>
    </header>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { User } from '../../../contract/users';
import { Avatar } from '../../components/avatar';
import { MenuButton, type MenuChoice } from '../../components/menu-button';
import { reactKit } from '../../components/react-kit';
import { hrefs } from '../../config/paths';
import { phoneHeader } from './frame-template';
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
  const { t } = useLingui();
  const navigate = useNavigate();
  const networks = useNetworkChoices();
  const items: MenuChoice[] = [
    ...(me
      ? [
          {
            label: t`Profile`,
            onSelect: () => {
              void navigate(hrefs.user(me.id));
            },
          },
        ]
      : []),
    { label: t`Settings`, onSelect: onSettings },
    {
      label: t`Invite people`,
      onSelect: () => {
        void navigate(hrefs.invite());
      },
    },
    ...(admin
      ? [
          {
            label: t({ message: 'Admin', comment: "the network's administration console" }),
            onSelect: () => {
              void navigate(hrefs.admin());
            },
          },
        ]
      : []),
    { label: t`Sign out`, onSelect: onSignOut },
  ];
  return phoneHeader(reactKit, {
    me,
    homeLink: networks.length === 0,
    network: <PhoneNetworkMenu choices={networks} name={networkName} />,
    avatar: (a) => <Avatar {...a} />,
    account: (picture, label) => (
      <MenuButton items={items} buttonClassName={css.ACCOUNT_BUTTON}>
        {picture}
        {label}
      </MenuButton>
    ),
  });
}

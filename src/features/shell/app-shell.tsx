import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAdminRights } from '../../api/admin-rights';
import { networkQueries } from '../../api/networks-api';
import { userQueries } from '../../api/users-api';
import { signOut } from '../../auth/session';
import { useTitleNetwork } from '../../components/page-title';
import { SkipLink } from '../../components/skip-link';
import { FeedStrips } from './feed-strip';
import { PhoneHeader } from './phone-header';
import { SettingsDialog } from './settings-dialog';
import * as css from './shell-classes';
import { Sidebar } from './sidebar';
import { StatusLine } from './status-line';
import { TabBar } from './tab-bar';
import { useNavigationFocus } from './use-navigation-focus';

/**
 * The signed-in frame: every place one step away (a sidebar from 1024 px; a header, a feeds strip and a
 * bottom tab bar below), the status, the main landmark, the document's title and focus after navigation.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const me = useQuery(userQueries.current()).data;
  const networks = useQuery(networkQueries.current());
  const networkName = me
    ? (networks.data?.find((n) => n.id === me.network_id)?.name ?? me.network_name)
    : undefined;
  const { pathname } = useLocation();
  const { admin } = useAdminRights();
  const settings = useRef<HTMLDialogElement>(null);
  useTitleNetwork(networkName);
  useNavigationFocus();

  const openSettings = () => {
    settings.current?.showModal();
  };
  // RequireSession clears the query cache once the signed-out screen has replaced this one.
  const leave = () => {
    signOut();
  };

  return (
    <div className={css.FRAME}>
      <SkipLink />
      <div className={css.COLUMNS}>
        <Sidebar
          pathname={pathname}
          me={me}
          admin={admin}
          networkName={networkName}
          onSettings={openSettings}
          onSignOut={leave}
        />
        <div className={css.CENTER}>
          <PhoneHeader
            me={me}
            admin={admin}
            networkName={networkName}
            onSettings={openSettings}
            onSignOut={leave}
          />
          <FeedStrips pathname={pathname} />
          <main id="main" tabIndex={-1} className={css.MAIN}>
            {children}
          </main>
        </div>
      </div>
      <TabBar pathname={pathname} meId={me?.id} />
      <StatusLine />
      <SettingsDialog dialogRef={settings} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useAdminRights } from '../../api/admin/use-admin-rights';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { useConfig } from '../../config/config-context';
import { withLaterMessages } from '../../i18n/later-messages';
import { useTitleNetwork } from '../../components/page-title';
import { unseenNotificationsIn } from '../../lib/unseen-count';
import { reactKit } from '../../components/react-kit';
import { SkipLink } from '../../components/skip-link';
import { useLanguage } from '../../components/use-language';
import { useAfterAppFeedPaint } from '../../components/use-after-app-feed-paint';
import { FeedStrips } from './feed-strip';
import { shellFrame } from './frame-template';
import { PhoneHeader } from './phone-header';
import * as css from './shell-classes';
import { Sidebar } from './sidebar';
import { StatusLine } from './status-line';
import { TabBar } from './tab-bar';
import { useNavigationFocus } from './use-navigation-focus';

/** The outbox's code (the queue, every kind of write) comes after the first feed paint: reading needs none of it. */
const loadOutboxStatus = withLaterMessages(() => import('./outbox-status'));
const OutboxStatus = lazy(() => loadOutboxStatus().then((m) => ({ default: m.OutboxStatus })));

/** Settings too: mounted (closed) once the feed is drawn, or at once when asked for before. */
const loadSettingsDialog = withLaterMessages(() => import('./settings-dialog'));
const SettingsDialog = lazy(() => loadSettingsDialog().then((m) => ({ default: m.SettingsDialog })));

/**
 * The signed-in frame: every place one step away (a sidebar from 1024 px; a header, a feeds strip and a
 * bottom tab bar below), the status, the main landmark, the document's title and focus after navigation.
 */
export function AppShell({ children }: { children: ReactNode }) {
  useLanguage();
  const config = useConfig();
  const me = useQuery(userQueries.current()).data;
  // The one observer that keeps networks/current fresh: the badges refresh with the feeds' polls.
  const networks = useQuery(networkQueries.polled());
  const unseenNotifications = unseenNotificationsIn(networks.data, me?.network_id);
  const networkName = me
    ? (networks.data?.find((n) => n.id === me.network_id)?.name ?? me.network_name)
    : undefined;
  const { pathname } = useLocation();
  const { admin } = useAdminRights();
  const settings = useRef<HTMLDialogElement>(null);
  const afterFeedPaint = useAfterAppFeedPaint();
  useTitleNetwork(networkName);
  useNavigationFocus();

  const [settingsAsked, setSettingsAsked] = useState(false);
  const openSettings = () => {
    // Before its code is in, the dialog opens as it mounts.
    if (settings.current) settings.current.showModal();
    else setSettingsAsked(true);
  };
  // RequireSession clears the query cache once the signed-out screen has replaced this one.
  // The service's own sign-in ends too, so the next Sign in on this computer asks for credentials.
  const leave = () => {
    // Its code (the drafts' and the outbox's stores among it) comes when asked for: reading needs none of it.
    void import('../../api/http/sign-out').then(({ signOutEverywhere }) =>
      signOutEverywhere(config, me && { networkId: me.network_id, userId: me.id }),
    );
  };

  return shellFrame(reactKit, {
    before: <SkipLink />,
    sidebar: (
      <Sidebar
        pathname={pathname}
        me={me}
        admin={admin}
        networkName={networkName}
        unseenNotifications={unseenNotifications}
        onSettings={openSettings}
        onSignOut={leave}
      />
    ),
    header: (
      <PhoneHeader
        me={me}
        admin={admin}
        networkName={networkName}
        onSettings={openSettings}
        onSignOut={leave}
      />
    ),
    strips: [<FeedStrips key="strips" pathname={pathname} />],
    main: (
      <main id="main" tabIndex={-1} className={css.MAIN}>
        {children}
      </main>
    ),
    tabBar: <TabBar pathname={pathname} meId={me?.id} unseenNotifications={unseenNotifications} />,
    after: [
      <StatusLine key="status" />,
      afterFeedPaint ? (
        <Suspense key="outbox" fallback={null}>
          <OutboxStatus />
        </Suspense>
      ) : null,
      afterFeedPaint || settingsAsked ? (
        <Suspense key="settings" fallback={null}>
          <SettingsDialog dialogRef={settings} openAtOnce={settingsAsked} />
        </Suspense>
      ) : null,
    ],
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { networkQueries } from '../../api/networks-api';
import { userQueries } from '../../api/users-api';
import { signOut } from '../../auth/session';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { SkipLink } from '../../components/skip-link';
import { hrefs } from '../../config/paths';
import { FeedNav } from './feed-nav';
import { SettingsMenu } from './settings-dialog';
import * as css from './shell-classes';
import { StatusLine } from './status-line';

/** The signed-in frame: who and where you are, the feeds, settings, sign-out, the status line, the main landmark. */
export function AppShell({ children }: { children: ReactNode }) {
  const user = useQuery(userQueries.current());
  const networks = useQuery(networkQueries.current());
  const me = user.data;
  const networkName = me
    ? (networks.data?.find((n) => n.id === me.network_id)?.name ?? me.network_name)
    : undefined;

  return (
    <div className={css.FRAME}>
      <SkipLink />
      <header className={css.HEADER}>
        <div className={css.HEADER_ROW}>
          <Link to={hrefs.home()} className={css.HOME_LINK}>
            Commons
          </Link>
          {networkName ? <span className={css.NETWORK_NAME}>{networkName}</span> : null}
          <div className={css.HEADER_END}>
            {me ? (
              <span className={css.ME}>
                <Avatar
                  name={me.full_name}
                  template={me.mugshot_url_template}
                  url={me.mugshot_url}
                  size={css.ME_AVATAR_SIZE}
                />
                <span className="truncate">{me.full_name}</span>
              </span>
            ) : user.isError ? (
              <span className="text-sm text-red-800 dark:text-red-300">Profile unavailable</span>
            ) : null}
            <SettingsMenu />
            <Button
              onClick={() => {
                // RequireSession clears the query cache once the signed-out screen has replaced this one.
                signOut();
              }}
            >
              Sign out
            </Button>
          </div>
        </div>
        <FeedNav />
        <StatusLine />
      </header>
      <main id="main" tabIndex={-1} className={css.MAIN}>
        {children}
      </main>
    </div>
  );
}

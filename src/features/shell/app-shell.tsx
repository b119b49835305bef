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
    <div className="min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <SkipLink />
      <header className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <Link
            to={hrefs.home()}
            className="rounded text-lg font-semibold focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            Commons
          </Link>
          {networkName ? (
            <span className="truncate text-sm text-slate-600 dark:text-slate-300">{networkName}</span>
          ) : null}
          <div className="ms-auto flex items-center gap-3">
            {me ? (
              <span className="flex min-w-0 items-center gap-2 text-sm">
                <Avatar
                  name={me.full_name}
                  template={me.mugshot_url_template}
                  url={me.mugshot_url}
                  size={28}
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
      <main id="main" tabIndex={-1} className="mx-auto max-w-3xl focus:outline-none">
        {children}
      </main>
    </div>
  );
}

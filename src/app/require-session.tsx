import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ApiError } from '../api/http/api-error';
import { useSession } from '../auth/use-session';
import { handOverEarlyPaint } from '../lib/early-paint';
import { withLaterMessages } from '../i18n/later-messages';
import { AppShell } from '../features/shell/app-shell';

/*
 * The sign-in screen and another network's gate are their own chunks: a signed-in load, the common one,
 * never shows them. start.tsx asks for the sign-in screen's at once when the tab has no session.
 */
export const loadSignInScreen = withLaterMessages(() => import('../features/sign-in/sign-in-screen'));
const SignInScreen = lazy(() => loadSignInScreen().then((m) => ({ default: m.SignInScreen })));
const loadNetworkGate = withLaterMessages(() => import('../features/networks/network-gate'));
const NetworkGate = lazy(() => loadNetworkGate().then((m) => ({ default: m.NetworkGate })));

function SignIn() {
  return (
    <Suspense fallback={null}>
      <SignInScreen />
    </Suspense>
  );
}

/**
 * The signed-in part of the app. Signed out (or after a 401), the sign-in screen takes the place of the
 * page at the same address, so signing in brings the user back to it; nothing cached is kept.
 */
export function RequireSession() {
  const { token, signedIn, network } = useSession();
  const client = useQueryClient();
  // Signed out: nothing cached is kept. (A network page waiting for its token keeps the gate's own query.)
  useEffect(() => {
    if (!signedIn) client.clear();
  }, [signedIn, client]);
  // A token at last (another network's, or a sign-in): what a loader asked without one failed as "not
  // signed in"; those answers go, so the page asks again instead of showing an error.
  useEffect(() => {
    if (token === null) return;
    client.removeQueries({
      predicate: (query) =>
        query.state.error instanceof ApiError && query.state.error.kind === 'unauthorized',
    });
  }, [token, client]);
  // Signed out (a 401 meanwhile): the sign-in screen replaces an early-painted feed at once.
  useLayoutEffect(() => {
    if (token === null) handOverEarlyPaint();
  }, [token]);
  if (!signedIn) return <SignIn />;
  // Another network's page without its token yet (or with one refused): asked for, or why it is closed.
  if (token === null && network !== null)
    return (
      <Suspense fallback={<AppShell>{null}</AppShell>}>
        <NetworkGate network={network} frame={(page) => <AppShell>{page}</AppShell>} />
      </Suspense>
    );
  if (token === null) return <SignIn />;
  return (
    <AppShell>
      <Outlet />
      {/* Back and Forward return to where the reader was. A feed also restores its own place, by the message
          at the top of the viewport (features/feed/use-feed-place.ts), which holds when heights or pages changed. */}
      <ScrollRestoration />
    </AppShell>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { beginSignIn } from '../../auth/implicit-grant';
import { pageNetworkOf } from '../../auth/session';
import { useSession } from '../../auth/use-session';
import { inNetwork } from '../../config/network-path';
import { Button } from '../../components/button';
import { usePageTitle } from '../../components/page-title';
import { Spinner } from '../../components/spinner';
import { useConfig } from '../../config/config-context';

const NOTICES = {
  expired: msg`Your session has expired. Please sign in again; you will come back to this page.`,
  'signed-out': msg`You have signed out.`,
} as const;

const PRODUCT_NAME = 'Commons';

const NOTICE = 'mt-6 rounded-md border p-3';
/** An expired session is worth a warning; signing out is what the user just asked for, so it is only told. */
const NOTICE_WARNING = `${NOTICE} border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100`;
const NOTICE_NEUTRAL = `${NOTICE} border-slate-300 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100`;

/**
 * Shown in place of any page while signed out, at that page's own address, so signing in returns there.
 */
export function SignInScreen() {
  const config = useConfig();
  const { notice } = useSession();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const { t, i18n } = useLingui();
  const { serviceName } = config;
  usePageTitle(t`Sign in`);

  const signIn = () => {
    setLeaving(true);
    setFailed(false);
    beginSignIn(config, inNetwork(pageNetworkOf(), `${location.pathname}${location.search}`)).catch(() => {
      setLeaving(false);
      setFailed(true);
    });
  };

  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col justify-center p-6">
      {/* The product's name, the same in every language. */}
      <h1 className="text-3xl font-semibold tracking-tight">{PRODUCT_NAME}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>Read and join your network&rsquo;s conversations.</Trans>
      </p>
      {notice ? (
        <p role="status" className={notice === 'expired' ? NOTICE_WARNING : NOTICE_NEUTRAL}>
          {i18n._(NOTICES[notice])}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-6 text-red-800 dark:text-red-300">
          <Trans>The sign-in could not start. Please try again.</Trans>
        </p>
      ) : null}
      <Button variant="primary" className="mt-8 w-full" onClick={signIn} disabled={leaving}>
        {leaving ? <Spinner /> : null}
        <Trans>
          Sign in with <bdi>{serviceName}</bdi>
        </Trans>
      </Button>
    </main>
  );
}

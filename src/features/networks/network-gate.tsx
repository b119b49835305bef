import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { getNetworksWithSuspended, getNetworkTokens } from '../../api/networks/network-tokens-api';
import { getSignInToken, setNetworkTokens, wasRefused } from '../../auth/session';
import { Button } from '../../components/button';
import { buttonClass } from '../../components/button-classes';
import { ErrorScreen } from '../../components/error-screen';
import { usePageTitle } from '../../components/page-title';
import { LoadingState } from '../../components/states';
import { whyClosed } from './network-closed';

/**
 * A page of another network than the sign-in one, while the tab holds no token for it (a link opened in a
 * new tab, a first switch, a token the service refused): asks the service for the person's tokens once,
 * with the sign-in token, and lets the page in; or says plainly why that network is closed to them. When
 * the service does not answer, the app's frame (`frame`: the shell, given by the app) stays around the
 * failure, with Retry and the way back to the sign-in network.
 */
export function NetworkGate({
  network,
  frame = (page) => <main id="main">{page}</main>,
}: {
  network: string;
  /** Puts the failure in the app's frame, whose `<main>` holds it. */
  frame?: (page: ReactNode) => ReactNode;
}) {
  const { t, i18n } = useLingui();
  const signInToken = getSignInToken() ?? '';
  const tokens = useQuery({
    queryKey: ['network-gate', network, signInToken],
    queryFn: ({ signal }) => getNetworkTokens(signInToken, signal),
    retry: false,
    gcTime: 0,
  });
  const found = tokens.data?.find((t) => t.network_permalink === network);
  const usable = found !== undefined && !wasRefused(found.token);
  const networks = useQuery({
    queryKey: ['network-gate', network, signInToken, 'networks'],
    queryFn: ({ signal }) => getNetworksWithSuspended(signInToken, signal),
    enabled: tokens.isSuccess && !usable,
    retry: false,
    gcTime: 0,
  });
  useEffect(() => {
    if (usable && tokens.data) {
      setNetworkTokens(tokens.data.map((t) => ({ permalink: t.network_permalink, token: t.token })));
    }
  }, [usable, tokens.data]);

  const closed =
    tokens.isSuccess && !usable && (networks.isSuccess || networks.isError)
      ? whyClosed(i18n, network, found !== undefined, networks.data)
      : null;
  usePageTitle(closed ? closed.title : tokens.isError ? t`Network not opened` : t`Opening network`);

  if (closed) {
    return (
      <ErrorScreen
        title={closed.title}
        action={
          // A document link: the sign-in network's pages are outside this page's basename.
          <a href="/" className={buttonClass('primary', 'min-h-11')}>
            <Trans>Go to your home network</Trans>
          </a>
        }
      >
        <p>{closed.reason}</p>
      </ErrorScreen>
    );
  }
  if (tokens.isError)
    return frame(
      <NotOpened
        network={network}
        reason={tokens.error.message}
        onRetry={() => {
          void tokens.refetch();
        }}
      />,
    );
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Opening network</Trans>
      </h1>
      <LoadingState label={t`Opening ${network}…`} />
    </main>
  );
}

/** The tokens could not be had (the service, the network): why, Retry, and the sign-in network's home. */
function NotOpened({ network, reason, onRetry }: { network: string; reason: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">
        <Trans>Network not opened</Trans>
      </h1>
      <div
        role="alert"
        className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <p className="font-semibold">
          <Trans>
            The service did not open <bdi>{network}</bdi> for you.
          </Trans>
        </p>
        <p className="mt-1 text-sm">{reason}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button className="min-h-11" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
        {/* A document link: the sign-in network's pages are outside this page's basename. */}
        <a href="/" className={buttonClass('primary', 'min-h-11')}>
          <Trans>Go to your home network</Trans>
        </a>
      </div>
    </div>
  );
}

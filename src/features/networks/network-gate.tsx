import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getNetworksWithSuspended, getNetworkTokens } from '../../api/network-tokens-api';
import { getSignInToken, setNetworkTokens, wasRefused } from '../../auth/session';
import { buttonClass } from '../../components/button-classes';
import { ErrorScreen } from '../../components/error-screen';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { whyClosed } from './network-closed';

/**
 * A page of another network than the sign-in one, while the tab holds no token for it (a link opened in a
 * new tab, a first switch, a token the service refused): asks the service for the person's tokens once,
 * with the sign-in token, and lets the page in; or says plainly why that network is closed to them.
 */
export function NetworkGate({ network }: { network: string }) {
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
      ? whyClosed(network, found !== undefined, networks.data)
      : null;
  usePageTitle(closed ? closed.title : tokens.isError ? 'Network not opened' : 'Opening network');

  if (closed) {
    return (
      <ErrorScreen
        title={closed.title}
        action={
          // A document link: the sign-in network's pages are outside this page's basename.
          <a href="/" className={buttonClass('primary', 'min-h-11')}>
            Go to your home network
          </a>
        }
      >
        <p>{closed.reason}</p>
      </ErrorScreen>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-semibold">{tokens.isError ? 'Network not opened' : 'Opening network'}</h1>
      {tokens.isError ? (
        <ErrorState
          title={`The service did not open ${network} for you.`}
          message={tokens.error.message}
          onRetry={() => {
            void tokens.refetch();
          }}
        />
      ) : (
        <LoadingState label={`Opening ${network}…`} />
      )}
    </main>
  );
}

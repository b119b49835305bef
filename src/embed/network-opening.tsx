import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getNetworkTokens } from '../api/networks/network-tokens-api';
import { ErrorState, LoadingState } from '../components/states';
import { frameSession } from './frame-session';

/**
 * An embed of another network than the person's sign-in one (its `network` option): the person's token for
 * that network, asked once with the sign-in token (`oauth/tokens.json`, spec 5.4) and kept in the frame; or,
 * when they are not in that network, said plainly instead of showing their home network's messages.
 */
export function NetworkOpening({ signInToken, network }: { signInToken: string; network: string }) {
  const { t } = useLingui();
  const tokens = useQuery({
    queryKey: ['embed-network-tokens', network, signInToken],
    queryFn: ({ signal }) => getNetworkTokens(signInToken, signal),
    retry: false,
    gcTime: 0,
  });
  const found = tokens.data?.find((t) => t.network_permalink === network);
  useEffect(() => {
    if (tokens.data && found) {
      frameSession.keepNetworkTokens(
        tokens.data.map((t) => ({ permalink: t.network_permalink, token: t.token })),
      );
    }
  }, [tokens.data, found]);

  if (tokens.isError) {
    return (
      <ErrorState
        title={t`The service did not open ${network} for you.`}
        message={tokens.error.message}
        onRetry={() => {
          void tokens.refetch();
        }}
      />
    );
  }
  if (tokens.isSuccess && !found) {
    return (
      <div role="alert" className="px-3 py-4 text-sm">
        <h2 className="text-base font-semibold">
          <Trans>
            Not in <bdi>{network}</bdi>
          </Trans>
        </h2>
        <p>
          <Trans>
            This conversation belongs to the network <bdi>{network}</bdi>, which your account is not in.
          </Trans>
        </p>
      </div>
    );
  }
  return <LoadingState label={t`Opening ${network}…`} />;
}

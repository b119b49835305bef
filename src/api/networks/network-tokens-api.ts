import { readAccessTokens, readNetworks } from '../../../contract/guards';
import { httpClient } from '../http/http-client';

/**
 * `GET /oauth/tokens.json` (spec 5.4) with the sign-in token: a token for each network the person is active
 * in, generated when missing. A page of another network asks once, when the tab has no token for it yet.
 */
export function getNetworkTokens(signInToken: string, signal?: AbortSignal) {
  return httpClient().request('/oauth/tokens.json', { signal, read: readAccessTokens, token: signInToken });
}

/** Every network of the person, suspended ones too, asked with the sign-in token: why a network is closed. */
export function getNetworksWithSuspended(signInToken: string, signal?: AbortSignal) {
  return httpClient().request('/networks/current.json', {
    signal,
    read: readNetworks,
    query: { include_suspended: 'TRUE' },
    token: signInToken,
  });
}

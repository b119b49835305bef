import type { AccessToken, TokenResponse } from '../../contract/oauth';
import { formatWireDate } from '../../contract/dates';
import type { NetworkRow, TokenRow, UserRow, UserStatsRow } from '../db/repository';
import { networkObject } from './network';
import { fullUser } from './user';

/** The token endpoint's answer (spec 2.1): every field, `access_token` as an object, the token's own dates. */
export function tokenResponse(
  token: TokenRow,
  user: UserRow,
  network: NetworkRow,
  baseUrl: string,
  stats: UserStatsRow,
  isPrimary: boolean,
): TokenResponse {
  return {
    user: fullUser(user, { baseUrl, network }, stats),
    access_token: accessTokenObject(token, network, isPrimary),
    network: networkObject(network, baseUrl),
  };
}

/** The `access_token` object of the token response; also each element of `oauth/tokens.json` (api-shapes 15.3). */
export function accessTokenObject(token: TokenRow, network: NetworkRow, isPrimary: boolean): AccessToken {
  return {
    token: token.token,
    user_id: token.user_id,
    network_id: network.id,
    network_name: network.name,
    network_permalink: network.permalink,
    network_canonical: true,
    network_primary: isPrimary,
    expires_at: null,
    authorized_at: formatWireDate(new Date(token.authorized_at)),
    created_at: formatWireDate(new Date(token.created_at)),
    view_subscriptions: true,
    modify_subscriptions: true,
    view_messages: true,
    modify_messages: true,
    view_members: true,
    view_tags: true,
    view_groups: true,
  };
}

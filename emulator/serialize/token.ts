import type { TokenResponse } from '../../contract/oauth';
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
    access_token: {
      token: token.token,
      user_id: user.id,
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
    },
    network: networkObject(network, baseUrl),
  };
}

import type { Id, WireDate } from './common';
import type { Network } from './networks';
import type { User } from './users';

export interface AccessToken {
  token: string;
  user_id: Id;
  network_id: Id;
  network_name: string;
  network_permalink: string;
  expires_at: WireDate | null;
  authorized_at: WireDate;
  created_at: WireDate;
  view_subscriptions: boolean;
  modify_subscriptions: boolean;
  view_messages: boolean;
  modify_messages: boolean;
  view_members: boolean;
  view_tags: boolean;
  view_groups: boolean;
  network_canonical?: boolean;
  network_primary?: boolean;
}

/** Token endpoint response (spec 2.1): `access_token` is an object; the bearer is `access_token.token`. */
export interface TokenResponse {
  user: User;
  access_token: AccessToken;
  network: Network;
}

/** Query parameters of the OAuth dialog (spec 5.1 form 1 and 5.2). */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type?: 'code' | 'token';
  state?: string;
}

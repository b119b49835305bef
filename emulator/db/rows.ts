/** Row shapes as stored (see schema.ts). Booleans are 0/1, times epoch milliseconds. */
export interface NetworkRow {
  id: number;
  name: string;
  permalink: string;
  domain: string;
  community: number;
  paid: number;
  header_background_color: string;
  header_text_color: string;
  navigation_background_color: string;
  navigation_text_color: string;
  created_at: number;
}

export interface MembershipRow {
  network_id: number;
  user_id: number;
  state: string;
  is_primary: number;
  last_seen_message_id: number;
  joined_at: number;
}

export interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  name: string;
  full_name: string;
  first_name: string;
  last_name: string;
  job_title: string;
  department: string | null;
  location: string | null;
  summary: string | null;
  expertise: string | null;
  interests: string | null;
  timezone: string;
  work_phone: string | null;
  mobile_phone: string | null;
  admin: number;
  verified_admin: number;
  hire_date: string | null;
  created_at: number;
}

export interface UserStatsRow {
  updates: number;
  followers: number;
  following: number;
}

export interface GroupRow {
  id: number;
  network_id: number;
  name: string;
  full_name: string;
  description: string | null;
  privacy: string;
  show_in_directory: number;
  creator_id: number;
  created_at: number;
}

export interface GroupStatsRow {
  members: number;
  updates: number;
  last_message_id: number | null;
  last_message_at: number | null;
}

export interface TopicRow {
  id: number;
  network_id: number;
  name: string;
  normalized_name: string;
  created_at: number;
}

export interface ThreadRow {
  id: number;
  network_id: number;
  group_id: number | null;
  direct: number;
  privacy: string;
  updates: number;
  first_reply_id: number | null;
  first_reply_at: number | null;
  latest_reply_id: number | null;
  latest_reply_at: number | null;
  last_message_id: number;
}

export interface MessageRow {
  id: number;
  network_id: number;
  thread_id: number;
  replied_to_id: number | null;
  sender_id: number;
  group_id: number | null;
  direct: number;
  privacy: string;
  message_type: string;
  body_plain: string;
  body_parsed: string;
  client_type: string;
  created_at: number;
  deleted_at: number | null;
  /** Null only in a row written before the column existed and not yet backfilled (message-language.ts). */
  language: string | null;
}

export interface AppRow {
  id: number;
  client_id: string;
  client_secret: string;
  name: string;
  redirect_uri: string;
  site_url: string;
  created_at: number;
}

export interface SessionRow {
  id: string;
  user_id: number;
  csrf_token: string;
  created_at: number;
  expires_at: number;
}

export interface AuthCodeRow {
  code: string;
  app_id: number;
  user_id: number;
  network_id: number;
  token: string;
  redirect_uri: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface TokenRow {
  token: string;
  user_id: number;
  network_id: number;
  app_id: number;
  revoked_at: number | null;
  created_at: number;
  authorized_at: number;
}

export interface LikerRow {
  message_id: number;
  user_id: number;
  full_name: string;
  name: string;
}

/** The OpenID Connect provider's rows (idp-schema.ts). */
export interface IdpKeyRow {
  kid: string;
  private_pem: string;
  created_at: number;
}

export interface IdpGrantRow {
  id: string;
  app_id: number;
  user_id: number;
  network_id: number;
  scope: string;
  created_at: number;
  revoked_at: number | null;
}

export interface IdpCodeRow {
  code: string;
  app_id: number;
  user_id: number;
  network_id: number;
  redirect_uri: string;
  code_challenge: string;
  scope: string;
  nonce: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  grant_id: string | null;
}

export interface IdpRefreshTokenRow {
  token_hash: string;
  grant_id: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

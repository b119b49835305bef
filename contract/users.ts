import type { Id, LooseBoolean, WireDate } from './common';

export interface UserStats {
  updates: number;
  followers: number;
  following: number;
}

export interface UserContact {
  phone_numbers: { type: string; number: string }[];
  im: { provider: string; username: string };
  email_addresses: { type: string; address: string }[];
  has_fake_email?: boolean;
}

export interface HistoryEntry {
  school?: string;
  degree?: string;
  company?: string;
  position?: string;
  description?: string;
  start_year?: number | string | null;
  end_year?: number | string | null;
}

/** The full user object (spec 2.1 `user`, api-shapes 5.2). Many text fields may be null, "" or even []. */
export interface User {
  type: 'user';
  id: Id;
  /** With `include_followed_tags` / `include_followed_users`: what the user follows, as references. */
  subscriptions?: unknown[];
  name: string;
  full_name: string;
  first_name?: string;
  last_name?: string;
  state: 'active' | 'suspended' | (string & {});
  email?: string;
  network_id: Id;
  network_name: string;
  network_domains: string[];
  timezone?: string;
  mugshot_url: string;
  mugshot_url_template?: string;
  web_url: string;
  url: string;
  /** Absent from the current shape (users-list-modern.json): nothing may rely on it. */
  guid?: string | null;
  job_title: string | null;
  department?: string | null;
  birth_date?: string;
  hire_date?: string | null;
  activated_at?: WireDate;
  location: string | null;
  summary: string | null;
  expertise: string | null;
  interests: string | null | unknown[];
  kids_names: string | null;
  significant_other: string | null;
  schools: HistoryEntry[];
  previous_companies: HistoryEntry[];
  external_urls: string[];
  verified_admin: LooseBoolean;
  admin: LooseBoolean;
  can_broadcast: LooseBoolean;
  settings?: { xdr_proxy: string };
  contact: UserContact;
  stats: UserStats;
  web_preferences?: Record<string, unknown>;
}

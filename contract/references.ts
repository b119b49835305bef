import type { Id, TypedRef, WireDate } from './common';

/** `references[]` items are heterogeneous and keyed by (type, id); clients must tolerate unknown types. */
export interface UserReference {
  type: 'user' | 'guide' | 'bot';
  id: Id;
  name: string;
  full_name: string;
  job_title?: string | null;
  mugshot_url?: string;
  mugshot_url_template?: string;
  url?: string;
  web_url?: string;
  state?: string;
  activated_at?: WireDate;
  network_id?: Id;
  stats?: { followers?: number; following?: number; updates?: number };
}

export interface ThreadStats {
  updates: number;
  shares?: number;
  first_reply_id?: Id | null;
  first_reply_at?: WireDate | null;
  latest_reply_id?: Id | null;
  latest_reply_at?: WireDate | null;
}

export interface ThreadReference {
  type: 'thread';
  id: Id;
  thread_starter_id: Id;
  url?: string;
  web_url?: string;
  privacy?: string;
  direct_message?: boolean;
  has_attachments?: boolean;
  topics?: TypedRef[];
  stats: ThreadStats;
  group_id?: Id | null;
  network_id?: Id;
}

export interface GroupReference {
  type: 'group';
  id: Id;
  name: string;
  full_name: string;
  description?: string | null;
  privacy?: string;
  url?: string;
  web_url?: string;
  mugshot_url?: string;
  created_at?: WireDate;
}

export interface TopicReference {
  type: 'topic' | 'tag';
  id: Id;
  name: string;
  normalized_name?: string;
  permalink?: string;
  url?: string;
  web_url?: string;
}

export interface MessageReference {
  type: 'message';
  id: Id;
  sender_id: Id;
  replied_to_id?: Id | null;
  thread_id: Id;
  created_at?: WireDate;
  body: { plain: string };
  [extra: string]: unknown;
}

export interface OtherReference {
  type: string;
  id: Id;
  [extra: string]: unknown;
}

export type Reference =
  UserReference | ThreadReference | GroupReference | TopicReference | MessageReference | OtherReference;

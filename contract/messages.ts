import type { Id, TypedRef, WireDate } from './common';
import type { Reference } from './references';

export interface MessageBody {
  plain: string;
  /** Inline entity tokens: `[[user:ID]]`, `[[tag:ID]]`, `[[group:ID]]`, resolved against `references`. */
  parsed?: string;
  /** HTML. Untrusted: always sanitize before rendering. Absent in older payloads. */
  rich?: string;
  urls?: string[];
}

export interface LikedByName {
  full_name: string;
  permalink: string;
  user_id: Id;
  network_id?: Id;
}

export interface ImageInfo {
  url: string;
  thumbnail_url: string;
  size: number;
}

/** Attachments vary widely (`image`, `file`, `ymodule` Open Graph previews, `praise`, shared messages). */
export interface Attachment {
  id: Id;
  type: 'image' | 'file' | 'ymodule' | 'praise' | 'message' | 'thread' | (string & {});
  name: string;
  web_url: string | null;
  content_type?: string | null;
  size?: number;
  image?: ImageInfo;
  thumbnail_url?: string | null;
  preview_url?: string | null;
  download_url?: string | null;
  original_name?: string;
  description?: string | null;
  /** Open Graph previews (type `ymodule`). */
  object_type?: string;
  host_url?: string | null;
  inline_html?: string;
  record_id?: Id;
  ymodule?: { app_id?: string; icon_url?: string; web_app_id?: string };
  [extra: string]: unknown;
}

export interface Message {
  id: Id;
  sender_id: Id;
  sender_type: 'user' | (string & {});
  replied_to_id: Id | null;
  thread_id: Id;
  created_at: WireDate;
  published_at?: WireDate;
  network_id: Id;
  group_id?: Id | null;
  group_created_id?: Id | null;
  conversation_id?: Id;
  message_type: 'update' | 'system' | (string & {});
  system_message: boolean;
  direct_message: boolean;
  privacy: 'public' | 'private' | (string & {});
  url: string;
  web_url: string;
  client_type?: string;
  client_url?: string;
  body: MessageBody;
  liked_by: { count: number; names: LikedByName[] };
  attachments: Attachment[];
  notified_user_ids?: Id[];
  content_excerpt?: string;
  /**
   * The language the service detected in the body (`"en"`, `"ar"`, `"zh-Hans"`, ...). Optional: the recorded
   * fixtures lack it, and the service may send null.
   */
  language?: string | null;
  delegate_id?: Id | null;
  chat_client_sequence?: null;
  supplemental_reply?: boolean;
  shared_message_id?: Id;
  title?: string;
  topics?: TypedRef[];
}

export interface FeedMeta {
  older_available?: boolean;
  requested_poll_interval?: number;
  current_user_id?: Id;
  followed_user_ids?: Id[];
  followed_references?: TypedRef[];
  liked_message_ids?: Id[];
  feed_name?: string;
  feed_desc?: string;
  last_seen_message_id?: Id | null;
  unseen_thread_count?: number;
  [extra: string]: unknown;
}

/** Every feed, `in_thread` and `POST /messages.json` answer with this envelope. */
export interface FeedEnvelope {
  messages: Message[];
  references: Reference[];
  meta: FeedMeta;
  /** Thread id (as a string key) -> its newest replies, filled when `threaded=extended`. */
  threaded_extended: Record<string, Message[]>;
  external_references?: unknown[];
}

export type ThreadedMode = 'true' | 'extended';

export interface FeedQuery {
  older_than?: Id;
  newer_than?: Id;
  threaded?: ThreadedMode;
  limit?: number;
}

/** `POST /messages.json` parameters (spec 4.2). Form-encoded on the wire. */
export interface CreateMessageParams {
  body: string;
  group_id?: Id;
  replied_to_id?: Id;
  direct_to_id?: Id;
  broadcast?: boolean;
  topics?: string[];
  pending_attachment_ids?: Id[];
  og_url?: string;
  og_title?: string;
  og_image?: string;
  og_description?: string;
  og_fetch?: boolean;
}

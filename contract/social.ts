import type { Id, WireDate } from './common';
import type { FeedEnvelope } from './messages';
import type { Group } from './groups';
import type { Reference, TopicReference } from './references';
import type { User } from './users';

/**
 * Notifications (`GET /streams/notifications.json`). No public fixture of the real body exists (api-shapes
 * 10); this is the emulator's shape, following the service's stream pattern: items, references, meta. The
 * badge count comes from `networks/current.json` → `unseen_notification_count`.
 */
export interface NotificationItem {
  type: 'notification';
  id: Id;
  /** reply, thread_reply, mention, like, follow, group_join; clients must tolerate others. */
  category: string;
  created_at: WireDate;
  unseen: boolean;
  /** Who did it, resolved in `references` (optional: the real body is undocumented). */
  actor?: { type: 'user'; id: Id };
  /** What it is about (a message, its thread, a group), resolved in `references`. */
  objects: { type: string; id: Id }[];
  /** A readable line, e.g. "Bob Barnes liked your message". */
  text: string;
}

export interface NotificationsFeed {
  items: NotificationItem[];
  references: Reference[];
  meta: {
    current_user_id: Id;
    older_available: boolean;
    unseen_count: number;
    requested_poll_interval: number;
  };
}

/** A 200 of `subscriptions/to_user|to_thread|to_topic/ID.json` (clients only look at the status). */
export interface Subscription {
  type: 'subscription';
  id: Id;
  follower_id: Id;
  follower_type: 'user';
  target_id: Id;
  target_type: 'user' | 'topic' | 'thread';
  created_at: WireDate;
}

/** Autocomplete items (api-shapes 9): `photo` instead of `mugshot_url`. */
export interface AutocompleteUser {
  type: 'user';
  id: Id;
  name: string;
  full_name: string;
  job_title: string | null;
  photo: string;
  mugshot_url_template: string;
  web_url: string;
  network_id: Id;
  network_name: string;
  email: string;
  ranking: number;
}

export interface AutocompleteGroup {
  type: 'group';
  id: Id;
  name: string;
  full_name: string;
  description: string | null;
  photo: string;
  mugshot_url_template: string;
  web_url: string;
  ranking: number;
  ranking_index: string;
  current_user_can_post: boolean;
  show_in_directory: boolean;
  private: boolean;
}

export interface AutocompleteTopic extends TopicReference {
  ranking: number;
}

/** Keyed by singular model name; only the requested models appear. */
export interface AutocompleteResults {
  user?: AutocompleteUser[];
  group?: AutocompleteGroup[];
  topic?: AutocompleteTopic[];
  [model: string]: unknown[] | undefined;
}

export interface SearchTopic extends TopicReference {
  followers_count: number;
  description: string | null;
}

/** `GET /search.json` (api-shapes 8): `messages` is a nested feed envelope; counts are totals. */
export interface SearchResults {
  count: { messages: number; groups: number; topics: number; users: number };
  messages: FeedEnvelope;
  users: User[];
  groups: Group[];
  topics: SearchTopic[];
}

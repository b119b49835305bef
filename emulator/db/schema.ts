/**
 * The emulator's SQLite schema. Times are epoch milliseconds (INTEGER); the wire format is produced by the
 * serializers. Booleans are 0/1. Ids are explicit large integers (see ids.ts) so that payloads look like the
 * real service's and message ids grow with time.
 */
import { IDP_SCHEMA_SQL } from './idp-schema';
import { MESSAGES_EXTRA_SCHEMA_SQL } from './messages-extra-schema';
import { SOCIAL_SCHEMA_SQL } from './social-schema';

export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS networks (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  permalink TEXT NOT NULL UNIQUE,
  domain TEXT NOT NULL,
  community INTEGER NOT NULL DEFAULT 0,
  paid INTEGER NOT NULL DEFAULT 0,
  header_background_color TEXT NOT NULL DEFAULT '#396B9A',
  header_text_color TEXT NOT NULL DEFAULT '#FFFFFF',
  navigation_background_color TEXT NOT NULL DEFAULT '#38699F',
  navigation_text_color TEXT NOT NULL DEFAULT '#FFFFFF',
  created_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS users (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  job_title TEXT NOT NULL DEFAULT '',
  department TEXT,
  location TEXT,
  summary TEXT,
  expertise TEXT,
  interests TEXT,
  timezone TEXT NOT NULL DEFAULT 'UTC',
  work_phone TEXT,
  mobile_phone TEXT,
  admin INTEGER NOT NULL DEFAULT 0,
  verified_admin INTEGER NOT NULL DEFAULT 0,
  hire_date TEXT,
  created_at INTEGER NOT NULL
);

-- A person can belong to several networks (alice is in Example Corp and Partners). The first network
-- joined is the primary one. last_seen_message_id drives the unseen counts of networks/current.
CREATE TABLE IF NOT EXISTS network_members (
  network_id INTEGER NOT NULL REFERENCES networks(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  state TEXT NOT NULL DEFAULT 'active',
  is_primary INTEGER NOT NULL DEFAULT 0,
  last_seen_message_id INTEGER NOT NULL DEFAULT 0,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (network_id, user_id)
);
CREATE INDEX IF NOT EXISTS network_members_user ON network_members(user_id);

CREATE TABLE IF NOT EXISTS groups (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL REFERENCES networks(id),
  name TEXT NOT NULL,
  full_name TEXT NOT NULL,
  description TEXT,
  privacy TEXT NOT NULL DEFAULT 'public',
  show_in_directory INTEGER NOT NULL DEFAULT 1,
  creator_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS groups_network ON groups(network_id);

CREATE TABLE IF NOT EXISTS group_members (
  group_id INTEGER NOT NULL REFERENCES groups(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  admin INTEGER NOT NULL DEFAULT 0,
  joined_at INTEGER NOT NULL,
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX IF NOT EXISTS group_members_user ON group_members(user_id);

CREATE TABLE IF NOT EXISTS topics (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL REFERENCES networks(id),
  name TEXT NOT NULL,
  normalized_name TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (network_id, normalized_name)
);

-- One row per thread, kept up to date on every write, so that threaded feeds (ordered by latest activity)
-- and thread stats never aggregate the whole messages table.
CREATE TABLE IF NOT EXISTS threads (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  group_id INTEGER,
  direct INTEGER NOT NULL DEFAULT 0,
  privacy TEXT NOT NULL,
  updates INTEGER NOT NULL DEFAULT 1,
  first_reply_id INTEGER,
  first_reply_at INTEGER,
  latest_reply_id INTEGER,
  latest_reply_at INTEGER,
  last_message_id INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS threads_activity ON threads(network_id, last_message_id);

CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  thread_id INTEGER NOT NULL,
  replied_to_id INTEGER,
  sender_id INTEGER NOT NULL,
  group_id INTEGER,
  direct INTEGER NOT NULL DEFAULT 0,
  privacy TEXT NOT NULL DEFAULT 'public',
  message_type TEXT NOT NULL DEFAULT 'update',
  body_plain TEXT NOT NULL,
  body_parsed TEXT NOT NULL,
  client_type TEXT NOT NULL DEFAULT 'Web',
  created_at INTEGER NOT NULL,
  deleted_at INTEGER,
  -- What the service sends as the message's language, decided when it is posted (text/language-detection.ts).
  language TEXT
);
CREATE INDEX IF NOT EXISTS messages_feed ON messages(network_id, privacy, id);
CREATE INDEX IF NOT EXISTS messages_thread ON messages(thread_id, id);
-- Covers the per-user message counts of every user reference, as well as the from_user feed.
DROP INDEX IF EXISTS messages_sender;
CREATE INDEX IF NOT EXISTS messages_by_sender ON messages(sender_id, network_id, deleted_at, id);
CREATE INDEX IF NOT EXISTS messages_group ON messages(group_id, id);

-- Participants of private (direct) conversations, sender included.
CREATE TABLE IF NOT EXISTS message_recipients (
  message_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX IF NOT EXISTS message_recipients_user ON message_recipients(user_id, message_id);

CREATE TABLE IF NOT EXISTS message_mentions (
  message_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX IF NOT EXISTS message_mentions_user ON message_mentions(user_id, message_id);

CREATE TABLE IF NOT EXISTS message_topics (
  message_id INTEGER NOT NULL,
  topic_id INTEGER NOT NULL,
  thread_id INTEGER NOT NULL,
  PRIMARY KEY (message_id, topic_id)
);
CREATE INDEX IF NOT EXISTS message_topics_topic ON message_topics(topic_id, message_id);
CREATE INDEX IF NOT EXISTS message_topics_thread ON message_topics(thread_id);

CREATE TABLE IF NOT EXISTS likes (
  message_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (message_id, user_id)
);
CREATE INDEX IF NOT EXISTS likes_user ON likes(user_id, message_id);

-- Subscriptions: target_type is 'user', 'topic' or 'thread'.
CREATE TABLE IF NOT EXISTS follows (
  follower_id INTEGER NOT NULL,
  target_type TEXT NOT NULL,
  target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (follower_id, target_type, target_id)
);
CREATE INDEX IF NOT EXISTS follows_target ON follows(target_type, target_id);

CREATE TABLE IF NOT EXISTS apps (
  id INTEGER PRIMARY KEY,
  client_id TEXT NOT NULL UNIQUE,
  client_secret TEXT NOT NULL,
  name TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  site_url TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Browser sessions of the OAuth dialog (the emulator's own sign-in cookie).
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS auth_codes (
  code TEXT PRIMARY KEY,
  app_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  network_id INTEGER NOT NULL,
  token TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

CREATE TABLE IF NOT EXISTS tokens (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL,
  network_id INTEGER NOT NULL,
  app_id INTEGER NOT NULL,
  revoked_at INTEGER,
  created_at INTEGER NOT NULL,
  authorized_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS tokens_grant ON tokens(app_id, user_id, network_id);

-- People, org chart, invitations, suggestions (users, relationships, invitations, suggestions routes).
-- Profile fields of spec 4.6 that the users table does not hold; JSON arrays as text.
CREATE TABLE IF NOT EXISTS user_profiles (
  user_id INTEGER PRIMARY KEY,
  im_provider TEXT NOT NULL DEFAULT '',
  im_username TEXT NOT NULL DEFAULT '',
  work_extension TEXT,
  significant_other TEXT,
  kids_names TEXT,
  external_urls TEXT NOT NULL DEFAULT '[]',
  schools TEXT NOT NULL DEFAULT '[]',
  previous_companies TEXT NOT NULL DEFAULT '[]'
);

-- The org chart (spec 4.7): superior_id manages subordinate_id; colleagues are stored in both directions.
CREATE TABLE IF NOT EXISTS org_reports (
  network_id INTEGER NOT NULL,
  superior_id INTEGER NOT NULL,
  subordinate_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (network_id, superior_id, subordinate_id)
);
CREATE INDEX IF NOT EXISTS org_reports_subordinate ON org_reports(network_id, subordinate_id);
CREATE TABLE IF NOT EXISTS org_colleagues (
  network_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  colleague_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (network_id, user_id, colleague_id)
);

-- One row per invited address and network; inviting again re-sends (updates the row).
CREATE TABLE IF NOT EXISTS invitations (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  inviter_id INTEGER NOT NULL,
  group_id INTEGER,
  created_at INTEGER NOT NULL,
  sent_at INTEGER NOT NULL,
  UNIQUE (network_id, email)
);

-- Suggestions shown to a user get a stable id (for decline); a declined one is never shown again.
CREATE TABLE IF NOT EXISTS suggestions (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  suggested_type TEXT NOT NULL,
  suggested_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  declined_at INTEGER,
  UNIQUE (network_id, user_id, suggested_type, suggested_id)
);

-- The newest private message a user has seen per network (private_unseen_thread_count).
CREATE TABLE IF NOT EXISTS private_seen (
  network_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  last_seen_message_id INTEGER NOT NULL,
  PRIMARY KEY (network_id, user_id)
);
${SOCIAL_SCHEMA_SQL}
${MESSAGES_EXTRA_SCHEMA_SQL}
${IDP_SCHEMA_SQL}
`;

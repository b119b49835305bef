/**
 * Tables of the social endpoints (subscriptions, notifications, search), appended to SCHEMA_SQL. Everything
 * is `IF NOT EXISTS`, so a database seeded before these existed gains them on its next open (its search
 * index is then built on the first search, see search-repo.ts).
 */
export const SOCIAL_SCHEMA_SQL = `
-- Per-network switches that the networks table does not carry. follow_everyone: a community where
-- everybody follows everybody, so the subscription checks to_user and to_thread always answer 404 (spec 4.10).
CREATE TABLE IF NOT EXISTS network_settings (
  network_id INTEGER PRIMARY KEY,
  follow_everyone INTEGER NOT NULL DEFAULT 0
);

-- The notifications feed (spec 4.8). Replies, mentions and likes are written by the triggers below, so every
-- write path (POST /messages, likes, the seed) produces them without knowing about notifications; follows and
-- group joins are written by the code that knows their network (subscriptions-repo, groups-repo).
-- category: reply (to your message), thread_reply (in your thread), mention, like, follow, group_join.
CREATE TABLE IF NOT EXISTS notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  network_id INTEGER NOT NULL,
  category TEXT NOT NULL,
  actor_id INTEGER NOT NULL,
  message_id INTEGER,
  group_id INTEGER,
  created_at INTEGER NOT NULL,
  viewed INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS notifications_feed ON notifications(user_id, network_id, created_at, id);
CREATE INDEX IF NOT EXISTS notifications_unseen ON notifications(user_id, network_id) WHERE viewed = 0;
CREATE INDEX IF NOT EXISTS notifications_message ON notifications(message_id);

CREATE TRIGGER IF NOT EXISTS notify_reply AFTER INSERT ON messages WHEN new.replied_to_id IS NOT NULL
BEGIN
  INSERT INTO notifications (user_id, network_id, category, actor_id, message_id, group_id, created_at)
  SELECT p.sender_id, new.network_id, 'reply', new.sender_id, new.id, new.group_id, new.created_at
  FROM messages p WHERE p.id = new.replied_to_id AND p.sender_id <> new.sender_id;
  INSERT INTO notifications (user_id, network_id, category, actor_id, message_id, group_id, created_at)
  SELECT s.sender_id, new.network_id, 'thread_reply', new.sender_id, new.id, new.group_id, new.created_at
  FROM messages s JOIN messages p ON p.id = new.replied_to_id
  WHERE s.id = new.thread_id AND s.sender_id <> new.sender_id AND s.sender_id <> p.sender_id;
END;

CREATE TRIGGER IF NOT EXISTS notify_mention AFTER INSERT ON message_mentions
BEGIN
  INSERT INTO notifications (user_id, network_id, category, actor_id, message_id, group_id, created_at)
  SELECT new.user_id, m.network_id, 'mention', m.sender_id, m.id, m.group_id, m.created_at
  FROM messages m WHERE m.id = new.message_id AND m.sender_id <> new.user_id;
END;

CREATE TRIGGER IF NOT EXISTS notify_like AFTER INSERT ON likes
BEGIN
  INSERT INTO notifications (user_id, network_id, category, actor_id, message_id, group_id, created_at)
  SELECT m.sender_id, m.network_id, 'like', new.user_id, m.id, m.group_id, new.created_at
  FROM messages m WHERE m.id = new.message_id AND m.sender_id <> new.user_id;
END;

-- An unlike withdraws its notification, so nobody is told about a like that no longer exists.
CREATE TRIGGER IF NOT EXISTS unnotify_like AFTER DELETE ON likes
BEGIN
  DELETE FROM notifications WHERE message_id = old.message_id AND category = 'like' AND actor_id = old.user_id;
END;

-- Group stats (members, updates, last message) on every group object: counting a group's live messages from
-- this covering index instead of visiting each row keeps groups.json and search fast on a 100,000-message seed.
CREATE INDEX IF NOT EXISTS messages_group_live ON messages(group_id, deleted_at, id);

-- Full-text index of message bodies for search (spec 4.13), kept in step with messages by triggers.
CREATE VIRTUAL TABLE IF NOT EXISTS messages_fts USING fts5(
  body_plain, content = 'messages', content_rowid = 'id', tokenize = 'unicode61 remove_diacritics 2'
);
CREATE TRIGGER IF NOT EXISTS messages_fts_insert AFTER INSERT ON messages
BEGIN
  INSERT INTO messages_fts (rowid, body_plain) VALUES (new.id, new.body_plain);
END;
CREATE TRIGGER IF NOT EXISTS messages_fts_delete AFTER DELETE ON messages
BEGIN
  INSERT INTO messages_fts (messages_fts, rowid, body_plain) VALUES ('delete', old.id, old.body_plain);
END;
CREATE TRIGGER IF NOT EXISTS messages_fts_update AFTER UPDATE OF body_plain ON messages
BEGIN
  INSERT INTO messages_fts (messages_fts, rowid, body_plain) VALUES ('delete', old.id, old.body_plain);
  INSERT INTO messages_fts (rowid, body_plain) VALUES (new.id, new.body_plain);
END;
`;

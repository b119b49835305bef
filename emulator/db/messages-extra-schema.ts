/**
 * Tables of message attachments, Open Graph objects, the e-mail outbox, and the derived tables that keep
 * large feeds fast. Appended to SCHEMA_SQL (schema.ts), so it runs on every open: everything is
 * `IF NOT EXISTS`, and each derived table is backfilled once (guarded by a meta key) so databases created
 * before it existed get correct contents.
 */
export const MESSAGES_EXTRA_SCHEMA_SQL = `
-- Uploaded files: pending (message_id NULL, owned by their uploader) until a message takes them.
-- access_key makes the file URLs unguessable, since browsers fetch them without a bearer token.
CREATE TABLE IF NOT EXISTS attachments (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  owner_id INTEGER NOT NULL,
  message_id INTEGER,
  position INTEGER NOT NULL DEFAULT 0,
  kind TEXT NOT NULL,
  name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  access_key TEXT NOT NULL,
  data BLOB NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS attachments_message ON attachments(message_id, position);
CREATE INDEX IF NOT EXISTS attachments_owner ON attachments(owner_id, message_id);

-- Open Graph objects attached to a message (og_* parameters); shown as "ymodule" attachments.
CREATE TABLE IF NOT EXISTS open_graph_objects (
  id INTEGER PRIMARY KEY,
  network_id INTEGER NOT NULL,
  message_id INTEGER NOT NULL,
  url TEXT NOT NULL,
  title TEXT,
  description TEXT,
  image TEXT,
  object_type TEXT,
  site_name TEXT,
  meta TEXT,
  fetched INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS open_graph_objects_message ON open_graph_objects(message_id);

-- POST /messages/email: what would have been mailed (tests and developers read it).
CREATE TABLE IF NOT EXISTS email_outbox (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  network_id INTEGER NOT NULL,
  message_id INTEGER NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Derived: who a reply was addressed to (the replied-to message's sender), for the received feed.
CREATE TABLE IF NOT EXISTS reply_targets (
  user_id INTEGER NOT NULL,
  message_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, message_id)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS reply_targets_insert AFTER INSERT ON messages WHEN NEW.replied_to_id IS NOT NULL
BEGIN
  INSERT OR IGNORE INTO reply_targets (user_id, message_id)
    SELECT sender_id, NEW.id FROM messages WHERE id = NEW.replied_to_id;
END;
INSERT OR IGNORE INTO reply_targets (user_id, message_id)
  SELECT p.sender_id, m.id FROM messages m JOIN messages p ON p.id = m.replied_to_id
  WHERE NOT EXISTS (SELECT 1 FROM meta WHERE key = 'reply_targets_ready');
INSERT OR IGNORE INTO meta (key, value) VALUES ('reply_targets_ready', '1');

-- Derived: each user's count of live messages per network (user stats.updates in every reference).
CREATE TABLE IF NOT EXISTS user_message_counts (
  network_id INTEGER NOT NULL,
  user_id INTEGER NOT NULL,
  updates INTEGER NOT NULL,
  PRIMARY KEY (network_id, user_id)
) WITHOUT ROWID;
CREATE TRIGGER IF NOT EXISTS user_message_counts_insert AFTER INSERT ON messages WHEN NEW.deleted_at IS NULL
BEGIN
  INSERT INTO user_message_counts (network_id, user_id, updates) VALUES (NEW.network_id, NEW.sender_id, 1)
    ON CONFLICT (network_id, user_id) DO UPDATE SET updates = updates + 1;
END;
CREATE TRIGGER IF NOT EXISTS user_message_counts_soft_delete AFTER UPDATE OF deleted_at ON messages
  WHEN (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL)
BEGIN
  UPDATE user_message_counts SET updates = updates + (CASE WHEN NEW.deleted_at IS NULL THEN 1 ELSE -1 END)
    WHERE network_id = NEW.network_id AND user_id = NEW.sender_id;
END;
CREATE TRIGGER IF NOT EXISTS user_message_counts_delete AFTER DELETE ON messages WHEN OLD.deleted_at IS NULL
BEGIN
  UPDATE user_message_counts SET updates = updates - 1
    WHERE network_id = OLD.network_id AND user_id = OLD.sender_id;
END;
INSERT OR REPLACE INTO user_message_counts (network_id, user_id, updates)
  SELECT network_id, sender_id, COUNT(*) FROM messages
  WHERE deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM meta WHERE key = 'user_message_counts_ready')
  GROUP BY network_id, sender_id;
INSERT OR IGNORE INTO meta (key, value) VALUES ('user_message_counts_ready', '1');

-- Derived: every message of every private conversation under each participant, for the private feed (and
-- the conversation streams of following and received) without sorting a user's whole history.
CREATE TABLE IF NOT EXISTS conversation_messages (
  user_id INTEGER NOT NULL,
  message_id INTEGER NOT NULL,
  PRIMARY KEY (user_id, message_id)
) WITHOUT ROWID;
-- A reply joins the conversation of its thread; a starter's participants arrive just after it.
CREATE TRIGGER IF NOT EXISTS conversation_messages_reply AFTER INSERT ON messages
  WHEN NEW.direct = 1 AND NEW.id <> NEW.thread_id
BEGIN
  INSERT OR IGNORE INTO conversation_messages (user_id, message_id)
    SELECT user_id, NEW.id FROM message_recipients WHERE message_id = NEW.thread_id;
END;
CREATE TRIGGER IF NOT EXISTS conversation_messages_participant AFTER INSERT ON message_recipients
BEGIN
  INSERT OR IGNORE INTO conversation_messages (user_id, message_id)
    SELECT NEW.user_id, id FROM messages WHERE thread_id = NEW.message_id AND direct = 1;
END;
INSERT OR IGNORE INTO conversation_messages (user_id, message_id)
  SELECT r.user_id, m.id FROM messages m JOIN message_recipients r ON r.message_id = m.thread_id
  WHERE m.direct = 1 AND NOT EXISTS (SELECT 1 FROM meta WHERE key = 'conversation_messages_ready');
INSERT OR IGNORE INTO meta (key, value) VALUES ('conversation_messages_ready', '1');
`;

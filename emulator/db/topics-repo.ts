import { VISIBLE_SQL } from './feed-streams';
import type { Db } from './open-db';
import type { TopicRow, UserRow } from './rows';
import { prepare } from './statements';

/**
 * Whether the viewer may know topic `t` exists: it is used in a live message they may read, or they follow
 * it (so they knew its name already). A topic named only in private groups or private conversations the viewer
 * is not in is hidden from them everywhere its name would show: topics/ID, about_topic, search, autocomplete.
 */
export const TOPIC_VISIBLE_SQL = `(EXISTS (SELECT 1 FROM message_topics mt JOIN messages m ON m.id = mt.message_id
    WHERE mt.topic_id = t.id AND ${VISIBLE_SQL})
  OR EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = @viewerId AND f.target_type = 'topic'
    AND f.target_id = t.id))`;

/** Topics (spec 4.4): one topic and the people who have used it. */
export function topicsRepo(db: Db) {
  return {
    topicById: (id: number) => prepare<[number], TopicRow>(db, 'SELECT * FROM topics WHERE id = ?').get(id),

    /** The topic when it is in the network and the viewer may know of it (TOPIC_VISIBLE_SQL), else undefined. */
    visibleTopic: (id: number, networkId: number, viewerId: number): TopicRow | undefined =>
      prepare<[Record<string, number>], TopicRow>(
        db,
        `SELECT t.* FROM topics t WHERE t.id = @id AND t.network_id = @networkId AND ${TOPIC_VISIBLE_SQL}`,
      ).get({ id, networkId, viewerId }),

    /**
     * The people who have used a topic in messages the viewer may see (a private group's use stays private),
     * most uses first, then by name.
     */
    topicUsers: (topicId: number, networkId: number, viewerId: number): (UserRow & { uses: number })[] =>
      prepare<[Record<string, number>], UserRow & { uses: number }>(
        db,
        `SELECT u.*, x.uses FROM (
           SELECT m.sender_id AS id, COUNT(*) AS uses FROM message_topics mt JOIN messages m ON m.id = mt.message_id
           WHERE mt.topic_id = @topicId AND m.network_id = @networkId AND m.deleted_at IS NULL AND (
             m.privacy = 'public'
             OR (m.direct = 0 AND m.group_id IN (SELECT group_id FROM group_members WHERE user_id = @viewerId))
             OR (m.direct = 1 AND EXISTS (SELECT 1 FROM message_recipients r
                                          WHERE r.message_id = m.thread_id AND r.user_id = @viewerId)))
           GROUP BY m.sender_id) x
         JOIN users u ON u.id = x.id
         ORDER BY x.uses DESC, u.full_name COLLATE NOCASE`,
      ).all({ topicId, networkId, viewerId }),
  };
}

export type TopicsRepo = ReturnType<typeof topicsRepo>;

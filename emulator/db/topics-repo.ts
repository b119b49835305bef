import type { Db } from './open-db';
import type { TopicRow, UserRow } from './rows';
import { prepare } from './statements';

/** Topics (spec 4.4): one topic and the people who have used it. */
export function topicsRepo(db: Db) {
  return {
    topicById: (id: number) => prepare<[number], TopicRow>(db, 'SELECT * FROM topics WHERE id = ?').get(id),

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

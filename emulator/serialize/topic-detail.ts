import type { SearchTopic } from '../../contract/social';
import type { Topic } from '../../contract/topics';
import type { TopicRow, UserRow, UserStatsRow } from '../db/repository';
import { topicReference } from './topic';
import { idLinks, type UrlContext } from './urls';
import { userReference } from './user';

/**
 * `GET /topics/ID.json` (api-shapes 4): the topic with `experts` and `references`. Spec 4.4 says it returns the
 * users who have used the topic: they are the `references` (type user, most uses first); `experts` are the
 * (at most three) who used it most, as `{type, id}` pointers into `references`.
 */
export function topicDetail(
  row: TopicRow,
  ctx: UrlContext,
  users: readonly (UserRow & { stats: UserStatsRow })[],
  followersCount: number,
): Topic & Record<string, unknown> {
  return {
    ...topicReference(row, ctx),
    // Restated with the same values: the reference type allows `tag` and optional links, the topic does not.
    type: 'topic',
    ...idLinks(ctx, 'topics', row.id),
    description: null,
    followers_count: followersCount,
    experts: users.slice(0, 3).map((u) => ({ type: 'user', id: u.id })),
    references: users.map((u) => userReference(u, ctx, u.stats)),
  };
}

/** A topic in search results: the reference plus `followers_count` and `description`. */
export function searchTopic(row: TopicRow, ctx: UrlContext, followersCount: number): SearchTopic {
  return { ...topicReference(row, ctx), followers_count: followersCount, description: null };
}

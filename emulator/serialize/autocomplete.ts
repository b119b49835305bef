import type { AutocompleteGroup, AutocompleteTopic, AutocompleteUser } from '../../contract/social';
import type { GroupRow, TopicRow, UserRow } from '../db/repository';
import { topicReference } from './topic';
import { mugshot, webUrl, type UrlContext } from './urls';

/** Rankings fall with the position in the ranked list: 1 for the best match. */
export const rankingAt = (index: number, count: number) =>
  Number((1 - index / Math.max(count, 1)).toFixed(4));

/** An autocomplete user (api-shapes 9): `photo`, not `mugshot_url`. */
export function autocompleteUser(row: UserRow, ctx: UrlContext, ranking: number): AutocompleteUser {
  const { mugshot_url, mugshot_url_template } = mugshot(ctx, 'user', row.id);
  return {
    type: 'user',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    job_title: row.job_title,
    photo: mugshot_url,
    mugshot_url_template,
    web_url: webUrl(ctx, `users/${row.name}`),
    network_id: ctx.network.id,
    network_name: ctx.network.name,
    email: row.email,
    ranking,
  };
}

/** An autocomplete group (api-shapes 9): real booleans here, unlike the group object's string ones. */
export function autocompleteGroup(
  row: GroupRow,
  ctx: UrlContext,
  ranking: number,
  index: number,
  canPost: boolean,
): AutocompleteGroup {
  const { mugshot_url, mugshot_url_template } = mugshot(ctx, 'group', row.id);
  return {
    type: 'group',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    description: row.description,
    photo: mugshot_url,
    mugshot_url_template,
    web_url: webUrl(ctx, `groups/${row.name}`),
    ranking,
    ranking_index: String(index),
    current_user_can_post: canPost,
    show_in_directory: row.show_in_directory === 1,
    private: row.privacy === 'private',
  };
}

export function autocompleteTopic(row: TopicRow, ctx: UrlContext, ranking: number): AutocompleteTopic {
  return { ...topicReference(row, ctx), ranking };
}

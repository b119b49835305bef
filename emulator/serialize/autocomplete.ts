import type { AutocompleteGroup, AutocompleteTopic, AutocompleteUser } from '../../contract/social';
import type { GroupRow, TopicRow, UserRow } from '../db/repository';
import { topicReference } from './topic';
import { mugshot, webUrl, type UrlContext } from './urls';

/** Rankings fall with the position in the ranked list: 1 for the best match. */
export const rankingAt = (index: number, count: number) =>
  Number((1 - index / Math.max(count, 1)).toFixed(4));

/** Autocomplete calls the avatar `photo`; its size template and the profile page follow it. */
function photoAndPage(ctx: UrlContext, kind: 'user' | 'group', row: { id: number; name: string }) {
  const { mugshot_url, mugshot_url_template } = mugshot(ctx, kind, row.id);
  return { photo: mugshot_url, mugshot_url_template, web_url: webUrl(ctx, `${kind}s/${row.name}`) };
}

/** An autocomplete user (api-shapes 9): `photo`, not `mugshot_url`. */
export function autocompleteUser(row: UserRow, ctx: UrlContext, ranking: number): AutocompleteUser {
  return {
    type: 'user',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    job_title: row.job_title,
    ...photoAndPage(ctx, 'user', row),
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
  return {
    type: 'group',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    description: row.description,
    ...photoAndPage(ctx, 'group', row),
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

import type { Group } from '../../contract/groups';
import type { GroupReference } from '../../contract/references';
import { formatWireDate } from '../../contract/dates';
import type { GroupRow, GroupStatsRow } from '../db/repository';
import { mugshot, namedLinks, type UrlContext } from './urls';

export function groupReference(row: GroupRow, ctx: UrlContext): GroupReference & Record<string, unknown> {
  return {
    type: 'group',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    description: row.description,
    privacy: row.privacy,
    network_id: row.network_id,
    ...namedLinks(ctx, 'groups', row),
    ...mugshot(ctx, 'group', row.id),
    created_at: formatWireDate(new Date(row.created_at)),
  };
}

/** The full group of `groups.json` and `groups/ID.json` (api-shapes 3); show_in_directory is text. */
export function fullGroup(
  row: GroupRow,
  ctx: UrlContext,
  stats: GroupStatsRow,
): Group & Record<string, unknown> {
  return {
    ...groupReference(row, ctx),
    // Restated with the same values: the reference type leaves them optional, the full group does not.
    type: 'group',
    privacy: row.privacy,
    description: row.description,
    ...namedLinks(ctx, 'groups', row),
    email: `${row.name}+${ctx.network.permalink}@groups.example.com`,
    show_in_directory: row.show_in_directory === 1 ? 'true' : 'false',
    mugshot_id: `group-${String(row.id)}`,
    creator_type: 'user',
    creator_id: row.creator_id,
    state: 'active',
    color: '#2c5b85',
    external: false,
    moderated: false,
    header_image_url: null,
    category: 'unclassified',
    default_thread_starter_type: 'normal',
    restricted_posting: false,
    company_group: false,
    stats: {
      members: stats.members,
      updates: stats.updates,
      last_message_id: stats.last_message_id,
      last_message_at:
        stats.last_message_at === null ? null : formatWireDate(new Date(stats.last_message_at)),
    },
  };
}

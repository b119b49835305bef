import type { User } from '../../contract/users';
import type { UserReference } from '../../contract/references';
import { formatWireDate } from '../../contract/dates';
import type { GroupRow, UserRow, UserStatsRow } from '../db/repository';
import { apiUrl, mugshot, webUrl, type UrlContext } from './urls';

const text = (flag: number): 'true' | 'false' => (flag === 1 ? 'true' : 'false');

/** The short user of `references` and lists. */
export function userReference(
  row: UserRow,
  ctx: UrlContext,
  stats: UserStatsRow,
): UserReference & Record<string, unknown> {
  return {
    type: 'user',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    job_title: row.job_title,
    state: 'active',
    network_id: ctx.network.id,
    email: row.email,
    url: apiUrl(ctx, `users/${row.id}`),
    web_url: webUrl(ctx, `users/${row.name}`),
    ...mugshot(ctx, 'user', row.id),
    activated_at: formatWireDate(new Date(row.created_at)),
    auto_activated: false,
    stats: { ...stats },
  };
}

/** The full user object (spec 2.1 `user`, api-shapes 5.2): booleans as text where the real service does. */
export function fullUser(row: UserRow, ctx: UrlContext, stats: UserStatsRow): User & Record<string, unknown> {
  const canBroadcast = row.verified_admin === 1 && ctx.network.paid === 1 ? 1 : 0;
  return {
    type: 'user',
    id: row.id,
    network_id: ctx.network.id,
    state: 'active',
    guid: null,
    name: row.name,
    full_name: row.full_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    job_title: row.job_title,
    department: row.department,
    location: row.location,
    summary: row.summary,
    expertise: row.expertise,
    interests: row.interests,
    kids_names: null,
    significant_other: null,
    birth_date: '',
    birth_date_complete: '',
    hire_date: row.hire_date,
    timezone: row.timezone,
    activated_at: formatWireDate(new Date(row.created_at)),
    auto_activated: false,
    show_ask_for_photo: false,
    network_name: ctx.network.name,
    network_domains: [ctx.network.domain],
    url: apiUrl(ctx, `users/${row.id}`),
    web_url: webUrl(ctx, `users/${row.name}`),
    ...mugshot(ctx, 'user', row.id),
    external_urls: [],
    schools: [],
    previous_companies: [],
    admin: text(row.admin),
    verified_admin: text(row.verified_admin),
    supervisor_admin: 'false',
    can_broadcast: text(canBroadcast),
    guest: false,
    aad_guest: false,
    contact: {
      im: { provider: '', username: '' },
      phone_numbers: [
        ...(row.work_phone ? [{ type: 'work', number: row.work_phone }] : []),
        ...(row.mobile_phone ? [{ type: 'mobile', number: row.mobile_phone }] : []),
      ],
      email_addresses: [{ type: 'primary', address: row.email }],
      has_fake_email: false,
    },
    stats: { ...stats },
    settings: { xdr_proxy: '' },
    follow_general_messages: false,
  };
}

/** `users/current.json` adds the user's web preferences (api-shapes 5.2), several flags as text. */
export function webPreferences(ctx: UrlContext, groups: readonly GroupRow[]) {
  return {
    network_settings: {
      message_prompt: 'What are you working on?',
      allow_attachments: 'true',
      enable_private_messages: true,
      enable_groups: true,
      enable_chat: false,
      allow_external_sharing: false,
      allow_inline_video: true,
      allow_inline_document_view: true,
      allow_yammer_apps: true,
      show_communities_directory: true,
      admin_can_delete_messages: 'true',
    },
    home_tabs: groups.map((group, index) => ({
      name: group.full_name,
      select_name: group.full_name,
      type: 'group',
      feed_description: `This feed shows messages in ${group.full_name}.`,
      ordering_index: String(index + 1),
      url: apiUrl(ctx, `messages/in_group/${group.id}`),
      group_id: group.id,
      private: group.privacy === 'private',
    })),
    preferred_my_feed: 'following',
    prescribed_my_feed: 'algo',
    sticky_my_feed: false,
    threaded_mode: 'true',
    show_full_names: 'true',
    absolute_timestamps: 'false',
    enable_chat: 'false',
    enter_does_not_submit_message: 'true',
    dismissed_feed_tooltip: true,
    dismissed_profile_prompt: true,
  };
}

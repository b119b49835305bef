import type { User } from '../../contract/users';
import type { UserReference } from '../../contract/references';
import { formatWireDate } from '../../contract/dates';
import type { GroupRow, UserRow, UserStatsRow } from '../db/repository';
import type { UserProfileRow } from '../db/users-repo';
import { apiUrl, mugshot, namedLinks, type UrlContext } from './urls';

const text = (flag: number): 'true' | 'false' => (flag === 1 ? 'true' : 'false');

/** What the users table does not say: the person's state in the network and the profile of spec 4.6. */
export interface UserExtras {
  /** `active`, `suspended` (section 3); default `active`. */
  state?: string | undefined;
  profile?: UserProfileRow | undefined;
}

function jsonArray(value: string | undefined): unknown[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** The short user of `references` and lists. */
export function userReference(
  row: UserRow,
  ctx: UrlContext,
  stats: UserStatsRow,
  extras: UserExtras = {},
): UserReference & Record<string, unknown> {
  return {
    type: 'user',
    id: row.id,
    name: row.name,
    full_name: row.full_name,
    job_title: row.job_title,
    state: extras.state ?? 'active',
    network_id: ctx.network.id,
    email: row.email,
    ...namedLinks(ctx, 'users', row),
    ...mugshot(ctx, 'user', row.id),
    activated_at: formatWireDate(new Date(row.created_at)),
    auto_activated: false,
    stats: { ...stats },
  };
}

/** The full user object (spec 2.1 `user`, api-shapes 5.2): booleans as text where the real service does. */
export function fullUser(
  row: UserRow,
  ctx: UrlContext,
  stats: UserStatsRow,
  extras: UserExtras = {},
): User & Record<string, unknown> {
  const canBroadcast = row.verified_admin === 1 && ctx.network.paid === 1 ? 1 : 0;
  const profile = extras.profile;
  const avatar = mugshot(ctx, 'user', row.id);
  const workNumber =
    row.work_phone && profile?.work_extension
      ? `${row.work_phone} x${profile.work_extension}`
      : row.work_phone;
  return {
    type: 'user',
    id: row.id,
    network_id: ctx.network.id,
    state: extras.state ?? 'active',
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
    kids_names: profile?.kids_names ?? '',
    significant_other: profile?.significant_other ?? '',
    birth_date: '',
    birth_date_complete: '',
    hire_date: row.hire_date,
    timezone: row.timezone,
    activated_at: formatWireDate(new Date(row.created_at)),
    auto_activated: false,
    show_ask_for_photo: false,
    network_name: ctx.network.name,
    network_domains: [ctx.network.domain],
    ...namedLinks(ctx, 'users', row),
    ...avatar,
    mugshot_redirect_url: avatar.mugshot_url,
    mugshot_redirect_url_template: avatar.mugshot_url_template,
    external_urls: jsonArray(profile?.external_urls) as string[],
    schools: jsonArray(profile?.schools) as User['schools'],
    previous_companies: jsonArray(profile?.previous_companies) as User['previous_companies'],
    admin: text(row.admin),
    verified_admin: text(row.verified_admin),
    m365_yammer_admin: 'false',
    supervisor_admin: 'false',
    o365_tenant_admin: 'false',
    can_broadcast: text(canBroadcast),
    guest: false,
    aad_guest: false,
    can_view_delegations: false,
    can_create_new_network: false,
    can_browse_external_networks: false,
    reaction_accent_color: 'none',
    show_invite_lightbox: false,
    age_bucket: 'notSet',
    contact: {
      im: { provider: profile?.im_provider ?? '', username: profile?.im_username ?? '' },
      phone_numbers: [
        ...(workNumber ? [{ type: 'work', number: workNumber }] : []),
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
    dismissed_invite_tooltip: true,
    dismissed_invite_tooltip_at: formatWireDate(new Date(ctx.network.created_at)),
    dismissed_apps_tooltip: true,
    dismissed_group_tooltip: true,
  };
}

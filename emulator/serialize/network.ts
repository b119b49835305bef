import type { Network } from '../../contract/networks';
import { formatWireDate } from '../../contract/dates';
import type { NetworkRow } from '../db/repository';

/** The network object of the token response (spec 2.1: every field) and of networks/current. */
export function networkObject(row: NetworkRow, baseUrl: string): Network {
  return {
    type: 'network',
    id: row.id,
    name: row.name,
    permalink: row.permalink,
    web_url: `${baseUrl}/${row.permalink}`,
    community: row.community === 1,
    paid: row.paid === 1,
    show_upgrade_banner: false,
    is_org_chart_enabled: true,
    header_background_color: row.header_background_color,
    header_text_color: row.header_text_color,
    navigation_background_color: row.navigation_background_color,
    navigation_text_color: row.navigation_text_color,
    created_at: formatWireDate(new Date(row.created_at)),
  };
}

export interface NetworkListExtras {
  isPrimary: boolean;
  userState: string;
  unseenMessageCount: number;
  privateUnseenThreadCount: number;
  unseenNotificationCount?: number;
  userCount: number;
}

/** One element of `GET /networks/current.json` (a bare array on the wire). */
export function networkListItem(row: NetworkRow, baseUrl: string, extras: NetworkListExtras) {
  return {
    ...networkObject(row, baseUrl),
    email: `${row.permalink}@${row.domain}`,
    moderated: false,
    is_freemium: row.paid !== 1,
    is_primary: extras.isPrimary,
    is_group_enabled: true,
    is_chat_enabled: false,
    is_translation_enabled: false,
    is_link_preview_enabled: true,
    state: 'enabled',
    user_state: extras.userState,
    allow_attachments: true,
    attachment_types_allowed: 'ALL',
    external_messaging_state: 'disabled',
    profile_fields_config: {
      enable_work_history: true,
      enable_education: true,
      enable_job_title: true,
      enable_work_phone: true,
      enable_mobile_phone: true,
      enable_summary: true,
      enable_interests: true,
      enable_expertise: true,
      enable_location: true,
      enable_im: true,
      enable_skype: false,
      enable_websites: true,
    },
    unseen_message_count: extras.unseenMessageCount,
    preferred_unseen_message_count: extras.unseenMessageCount,
    private_unseen_thread_count: extras.privateUnseenThreadCount,
    inbox_unseen_thread_count: extras.privateUnseenThreadCount,
    private_unread_thread_count: extras.privateUnseenThreadCount,
    unseen_notification_count: extras.unseenNotificationCount ?? 0,
    user_count: extras.userCount,
    is_storyline_enabled: false,
    is_storyline_preview_enabled: false,
    is_stories_enabled: false,
    is_stories_preview_enabled: false,
    is_premium_preview_enabled: false,
    is_gif_shortcut_enabled: false,
    browser_deprecation_url: null,
    enforce_office_authentication: false,
    office_authentication_committed: false,
    attachments_in_private_messages: true,
    secret_groups: false,
    force_connected_groups: false,
    force_spo_files: false,
    connected_all_company: false,
    m365_native_mode: false,
    force_optin_modern_client: false,
    admin_modern_client_flexible_optin: false,
    aad_guests_enabled: false,
    all_company_group_creation_state: 'enabled',
    has_fake_email: false,
    // A string on the real service (its privacy statement page): a web page of the network, as `web_url` is.
    privacy_link: `${baseUrl}/${row.permalink}/privacy`,
  };
}

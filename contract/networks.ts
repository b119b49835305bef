import type { Id, WireDate } from './common';

/** The network object of the token response (spec 2.1) and of `GET /networks/current.json` (an array). */
export interface Network {
  type: 'network';
  id: Id;
  name: string;
  permalink: string;
  web_url: string;
  community: boolean;
  paid: boolean;
  show_upgrade_banner: boolean;
  is_org_chart_enabled: boolean;
  header_background_color: string;
  header_text_color: string;
  navigation_background_color: string;
  navigation_text_color: string;
  created_at?: WireDate;
  email?: string;
  is_primary?: boolean;
  /** `-1` means "not computed" on the real service: hide negative badges. */
  unseen_message_count?: number;
  preferred_unseen_message_count?: number;
  private_unseen_thread_count?: number;
  unseen_notification_count?: number;
  user_state?: string;
}

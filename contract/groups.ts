import type { Id, LooseBoolean, WireDate } from './common';

export interface Group {
  type: 'group';
  id: Id;
  network_id?: Id;
  name: string;
  full_name: string;
  description: string | null;
  email?: string;
  privacy: 'public' | 'private' | (string & {});
  url: string;
  web_url: string;
  mugshot_url?: string;
  mugshot_url_template?: string;
  show_in_directory?: LooseBoolean;
  created_at?: WireDate;
  creator_type?: string;
  creator_id?: Id;
  state?: string;
  stats: { members: number; updates: number; last_message_id?: Id | null; last_message_at?: WireDate | null };
}

import type { Id, WireDate } from './common';
import type { Group } from './groups';
import type { UserReference } from './references';
import type { User } from './users';

/** `GET /users/in_group/ID.json` (api-shapes 5.1): an envelope, 50 a page. */
export interface GroupUsersPage {
  users: User[];
  more_available: boolean;
}

/** `GET /relationships.json[?user_id=]` (api-shapes 7): the org chart around one user, short user objects. */
export interface Relationships {
  superiors: UserReference[];
  subordinates: UserReference[];
  colleagues: UserReference[];
}

export type RelationshipType = 'superior' | 'subordinate' | 'colleague';

/**
 * One element of `GET /suggestions.json` (a bare array). No recorded body exists (api-shapes 11): this is
 * the emulator's minimal shape. `id` is what `DELETE /suggestions/ID.json` declines; the suggested entity is
 * embedded as `group` or `user` (clients should fall back to `suggested_type`/`suggested_id`).
 */
export interface Suggestion {
  type: 'suggestion';
  id: Id;
  suggested_type: 'group' | 'user' | (string & {});
  suggested_id: Id;
  created_at?: WireDate;
  group?: Group;
  user?: UserReference;
}

/** `POST /invitations.json` answers `{invitations: [...]}` in the emulator (the real body is undocumented). */
export interface Invitation {
  type: 'invitation';
  id: Id;
  email: string;
  network_id: Id;
  inviter_id: Id;
  group_id: Id | null;
  state: string;
  created_at: WireDate;
  sent_at?: WireDate;
}

export interface InvitationsResponse {
  invitations: Invitation[];
}

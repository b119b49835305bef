import type { Db } from './open-db';
import { prepare } from './statements';

export interface InvitationRow {
  id: number;
  network_id: number;
  email: string;
  inviter_id: number;
  group_id: number | null;
  created_at: number;
  sent_at: number;
}

/** Invitations (spec 4.12): one row per address and network; inviting again re-sends it. */
export function invitationsRepo(db: Db) {
  return {
    /** Creates the invitation, or re-sends an existing one (new inviter, group and send time). */
    inviteEmail: (
      networkId: number,
      email: string,
      inviterId: number,
      groupId: number | null,
      now: number,
    ): InvitationRow => {
      prepare(
        db,
        `INSERT INTO invitations (network_id, email, inviter_id, group_id, created_at, sent_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (network_id, email) DO UPDATE SET inviter_id = excluded.inviter_id,
           group_id = excluded.group_id, sent_at = excluded.sent_at`,
      ).run(networkId, email, inviterId, groupId, now, now);
      const row = prepare<[number, string], InvitationRow>(
        db,
        'SELECT * FROM invitations WHERE network_id = ? AND email = ? COLLATE NOCASE',
      ).get(networkId, email);
      if (!row) throw new Error(`invitation of ${email} was not stored`);
      return row;
    },
    invitationsOfNetwork: (networkId: number) =>
      prepare<[number], InvitationRow>(db, 'SELECT * FROM invitations WHERE network_id = ? ORDER BY id').all(
        networkId,
      ),
  };
}

export type InvitationsRepo = ReturnType<typeof invitationsRepo>;

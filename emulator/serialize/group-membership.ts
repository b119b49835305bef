import { formatWireDate } from '../../contract/dates';
import type { Group } from '../../contract/groups';

/** The answer of a join (no fixture exists): the membership and the group with its updated stats. */
export function groupMembershipObject(
  membership: { group_id: number; user_id: number; admin: number; joined_at: number },
  group: Group,
) {
  return {
    type: 'group_membership',
    group_id: membership.group_id,
    user_id: membership.user_id,
    admin: membership.admin === 1 ? 'true' : 'false',
    joined_at: formatWireDate(new Date(membership.joined_at)),
    group,
  };
}

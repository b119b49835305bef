import { useQuery } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import { networkQueries } from '../networks/networks-api';
import { subscriptionQueries } from './subscriptions-api';
import { userQueries } from '../users/users-api';

/** The person whose `to_user` check tells the rule: the one asked about when listed, else the first listed. */
function probeOf(listed: Set<Id> | undefined, me: Id | undefined, preferred: Id | undefined) {
  if (!listed) return undefined;
  if (preferred !== undefined && listed.has(preferred)) return preferred;
  return [...listed].find((id) => id !== me);
}

/**
 * Whether the reader's community is set to follow everyone, where every person's and every conversation's
 * check is a 404 (spec 4.10). No field says so: it is asked only once a check of the kind came back 404
 * (`denied`) in a community, and then a 404 for someone the reader's own following list names
 * (`meta.followed_user_ids`) can only mean that rule. `preferred` is the person whose check is already
 * known (a profile's), so that no other is asked; otherwise one more `to_user` check, cached for minutes.
 * Undefined while unknown; false too when the reader follows nobody (nothing then tells the rule apart).
 */
export function useFollowsEveryone(
  me: User | undefined,
  { denied, preferred }: { denied: boolean; preferred?: Id },
): boolean | undefined {
  const networks = useQuery({ ...networkQueries.current(), enabled: denied }).data;
  const community =
    me !== undefined && String(networks?.find((n) => n.id === me.network_id)?.community) === 'true';
  const listed = useQuery({
    ...userQueries.followedIds(me?.id ?? 0),
    enabled: me !== undefined && community && denied,
  });
  const probe = probeOf(listed.data, me?.id, preferred);
  const check = useQuery({
    ...subscriptionQueries.toUser(probe ?? 0),
    enabled: denied && probe !== undefined,
  });
  if (!denied || (me !== undefined && networks !== undefined && !community)) return false;
  if (listed.data !== undefined && probe === undefined) return false;
  return check.data === undefined ? undefined : !check.data;
}

import type { Subscription } from '../../contract/social';
import { formatWireDate } from '../../contract/dates';
import type { SubscriptionRow } from '../db/subscriptions-repo';

/** The body of a 200 subscription check and of subscribe (no fixture exists; clients read the status). */
export function subscriptionObject(row: SubscriptionRow): Subscription {
  return {
    type: 'subscription',
    id: row.id,
    follower_id: row.follower_id,
    follower_type: 'user',
    target_id: row.target_id,
    target_type: row.target_type,
    created_at: formatWireDate(new Date(row.created_at)),
  };
}

import type { Id } from '../../../contract/common';
import { describeError } from '../../api/api-error';
import { buttonClass } from '../../components/button-classes';
import type { FollowState } from './use-follow-state';

/**
 * Follow / Following, a toggle (`aria-pressed`), 44 px tall on phones; its name says whom it follows. While
 * the reader's follow list is not known, it waits rather than guess.
 */
export function FollowButton({
  id,
  name,
  follow,
  size = 'max-sm:min-h-11',
}: {
  id: Id;
  name: string;
  follow: FollowState;
  /** Its height and sides on a phone (a profile's row of actions is narrower). */
  size?: string;
}) {
  const following = follow.isFollowing(id);
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
      disabled={!follow.known}
      onClick={() => {
        follow.toggle(id, !following);
      }}
      className={buttonClass(following ? 'secondary' : 'primary', `${size} shrink-0`)}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}

/** What the service refused of the last follow (the button has turned back already); nothing otherwise. */
export function FollowError({ follow, className }: { follow: FollowState; className: string }) {
  if (!follow.error) return null;
  return (
    <p role="alert" className={`text-sm text-red-800 dark:text-red-300 ${className}`}>
      The follow did not go through: {describeError(follow.error)}
    </p>
  );
}

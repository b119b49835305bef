import { Trans } from '@lingui/react/macro';
import { describeError } from '../../api/http/describe-error';
import type { FollowState } from '../../api/subscriptions/use-follow-state';

/** What the service refused of the last follow (the button has turned back already); nothing otherwise. */
export function FollowError({
  follow,
  className,
}: {
  follow: Pick<FollowState, 'error'>;
  className: string;
}) {
  if (!follow.error) return null;
  const reason = describeError(follow.error);
  return (
    <p role="alert" className={`text-sm text-red-800 dark:text-red-300 ${className}`}>
      <Trans>The follow did not go through: {reason}</Trans>
    </p>
  );
}

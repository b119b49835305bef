import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import { useFollowUser } from '../../api/subscriptions/use-subscription-mutations';
import { subscriptionQueries } from '../../api/subscriptions/subscriptions-api';
import { useFollowsEveryone } from '../../api/subscriptions/use-follows-everyone';
import { ROW_ACTION } from '../../components/button-classes';
import { InlineError } from '../../components/states';
import { FollowButton } from '../../components/follow-button';
import { FollowError } from './follow-error';
import type { FollowState } from '../../api/subscriptions/use-follow-state';

/**
 * Whether the reader follows one person, from `subscriptions/to_user/ID` (404 = not following), and the one
 * follow mutation. In a community set to follow everyone that check is a 404 for everybody (spec 4.10): the
 * page then says so instead of offering a Follow that would change nothing (`api/subscriptions/use-follows-everyone.ts`).
 */
export function useProfileFollow(me: User | undefined, id: Id) {
  const check = useQuery({ ...subscriptionQueries.toUser(id), enabled: me !== undefined && me.id !== id });
  const everyone = useFollowsEveryone(me, { denied: check.data === false, preferred: id });
  const mutation = useFollowUser();
  const state: FollowState = {
    known: check.isSuccess,
    meId: me?.id,
    isFollowing: () => check.data === true,
    toggle: (target, follow, name) => {
      mutation.mutate({ id: target, follow, ...(name ? { name } : {}) });
    },
    error: mutation.error,
  };
  return { check, everyone: everyone === true, state };
}

const NOTE = 'inline-flex min-h-10 items-center text-sm text-slate-700 max-sm:min-h-11 dark:text-slate-200';

/** Follow / Following on a profile; what the service refused, and a check that failed, with Retry. */
export function ProfileFollow({ me, id, name }: { me: User | undefined; id: Id; name: string }) {
  const { check, everyone, state } = useProfileFollow(me, id);
  if (check.isError)
    return (
      <InlineError onRetry={() => void check.refetch()}>
        <Trans>
          Could not tell whether you follow <bdi>{name}</bdi>.
        </Trans>
      </InlineError>
    );
  if (everyone)
    return (
      <p className={NOTE}>
        <Trans>You follow everyone in this network</Trans>
      </p>
    );
  return (
    <>
      <FollowButton id={id} name={name} follow={state} size={ROW_ACTION} />
      <FollowError follow={state} className="basis-full" />
    </>
  );
}

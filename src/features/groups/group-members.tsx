import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import type { User } from '../../../contract/users';
import { describeError } from '../../api/http/describe-error';
import { groupMemberQueries } from '../../api/groups/group-members-api';
import { useFollowState } from '../../api/subscriptions/use-follow-state';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { FOCUS_RING } from '../../components/button-classes';
import { FollowButton } from '../../components/follow-button';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { ROW_LIST } from '../../components/row-list';

const HEADING = 'group-members-heading';

/** Each member once: a join or a leave shifts the service's pages by one, so a page may repeat a member. */
function uniqueMembers(pages: readonly { users: User[] }[]): User[] {
  const seen = new Set<Id>();
  return pages.flatMap((p) => p.users).filter((u) => !seen.has(u.id) && Boolean(seen.add(u.id)));
}

/** A group's Members tab: 50 a page (Show more while the service has more), each with Follow but the reader. */
export function GroupMembers({ id }: { id: Id }) {
  const { t } = useLingui();
  const members = useInfiniteQuery(groupMemberQueries.list(id));
  const follow = useFollowState();
  const users = members.data ? uniqueMembers(members.data.pages) : [];
  const followError = follow.error ? describeError(follow.error) : '';
  return (
    <section aria-labelledby={HEADING}>
      <h2 id={HEADING} className="px-4 pt-3 pb-2 text-lg font-semibold">
        <Trans>Members</Trans>
      </h2>
      {follow.error ? (
        <p role="alert" className="px-4 pb-2 text-sm text-red-800 dark:text-red-300">
          <Trans>The follow did not go through: {followError}</Trans>
        </p>
      ) : null}
      {members.isPending ? (
        <LoadingState label={t`Loading members…`} />
      ) : members.isError && users.length === 0 ? (
        <ErrorState
          title={t`The members could not be loaded.`}
          message={describeError(members.error)}
          onRetry={() => void members.refetch()}
        />
      ) : users.length === 0 ? (
        <EmptyState title={t`Nobody is in this group.`} />
      ) : (
        <ul aria-label={t`Members`} className={ROW_LIST}>
          {users.map((user) => (
            <MemberRow key={user.id} user={user}>
              {user.id === follow.meId ? (
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  <Trans comment="stands in a list of people for the reader, where others have Follow">
                    You
                  </Trans>
                </span>
              ) : (
                <FollowButton id={user.id} name={user.full_name || user.name} follow={follow} />
              )}
            </MemberRow>
          ))}
        </ul>
      )}
      <div className="flex flex-col items-center gap-2 p-4">
        {members.isFetchingNextPage ? <LoadingState label={t`Loading more members…`} /> : null}
        {members.isFetchNextPageError ? (
          <ErrorState
            title={t`More members could not be loaded.`}
            message={describeError(members.error)}
            onRetry={() => void members.fetchNextPage()}
          />
        ) : null}
        {members.hasNextPage && !members.isFetchingNextPage && !members.isFetchNextPageError ? (
          <Button className="max-sm:min-h-11" onClick={() => void members.fetchNextPage()}>
            <Trans>Show more members</Trans>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function MemberRow({ user, children }: { user: User; children: React.ReactNode }) {
  const name = user.full_name || user.name;
  const details = [user.job_title, user.department].filter((d) => typeof d === 'string' && d.trim() !== '');
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={name} template={user.mugshot_url_template} url={user.mugshot_url} />
      <div className="min-w-0 flex-1">
        <Link
          to={hrefs.user(user.id)}
          className={`inline-block min-h-6 max-w-full truncate align-top font-semibold text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`}
        >
          {name}
        </Link>
        {details.length > 0 ? (
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">{details.join(' · ')}</p>
        ) : null}
      </div>
      {children}
    </li>
  );
}

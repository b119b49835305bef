import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import type { UserReference } from '../../../contract/references';
import { describeError } from '../../api/http/describe-error';
import { userListQueries, type FollowListKind } from '../../api/users/user-lists-api';
import { Button } from '../../components/button';
import { ROW_LIST } from '../../components/row-list';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { isolate } from '../../i18n/isolate';
import { FollowError } from './follow-error';
import { FollowRow, personView } from './person-row';
import { TAB_LABELS } from './profile-tabs';
import { useFollowState } from '../../api/subscriptions/use-follow-state';

/** Who is whose, in the words of the page: "Nobody follows Alice yet.", "You follow nobody yet." */
function useEmptyTitle(kind: FollowListKind, name: string, isMe: boolean): string {
  const { t } = useLingui();
  const who = isolate(name);
  if (kind === 'followers') return isMe ? t`Nobody follows you yet.` : t`Nobody follows ${who} yet.`;
  return isMe ? t`You follow nobody yet.` : t`${who} follows nobody yet.`;
}

/** The loading, failure and count words of each list. */
function useListWords(kind: FollowListKind) {
  const { t } = useLingui();
  return kind === 'followers'
    ? { loading: t`Loading followers…`, failed: t`Followers could not be loaded.` }
    : {
        loading: t({
          message: 'Loading following…',
          comment: 'a profile’s Following tab: the people they follow',
        }),
        failed: t({
          message: 'Following could not be loaded.',
          comment: 'a profile’s Following tab: the people they follow',
        }),
      };
}

/**
 * The rows, with the reader's Follow on each. Drawn once the first page is in: that page named whom the
 * reader follows (api/user-lists-api), so the buttons need no request of their own.
 */
function Rows({ people, label }: { people: UserReference[]; label: string }) {
  const follow = useFollowState();
  return (
    <>
      <FollowError follow={follow} className="px-4 py-2" />
      <ul aria-label={label} className={`${ROW_LIST} border-t-0`}>
        {people.map((user) => (
          <FollowRow key={user.id} person={personView(user, [user.job_title])} follow={follow} />
        ))}
      </ul>
    </>
  );
}

/** A profile's Followers or Following: 50 people a page, more on demand while the service has more. */
export function ProfilePeople({
  kind,
  userId,
  name,
  isMe,
}: {
  kind: FollowListKind;
  userId: Id;
  /** How the page calls the person in a sentence (the first name). */
  name: string;
  isMe: boolean;
}) {
  const { t, i18n } = useLingui();
  const list = useInfiniteQuery(userListQueries.follows(kind, userId));
  const label = i18n._(TAB_LABELS[kind]);
  const words = useListWords(kind);
  const empty = useEmptyTitle(kind, name, isMe);
  const people = list.data?.pages.flatMap((page) => page.users) ?? [];
  const count = people.length;
  return (
    <section aria-labelledby={`profile-${kind}`}>
      <h2 id={`profile-${kind}`} className="sr-only">
        {label}
      </h2>
      {list.isPending ? (
        <LoadingState label={words.loading} />
      ) : list.isError && people.length === 0 ? (
        <ErrorState
          title={words.failed}
          message={describeError(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : people.length === 0 ? (
        <EmptyState title={empty}>
          {isMe && kind === 'following' ? (
            <Link
              to={hrefs.people()}
              className="inline-block py-0.5 text-blue-800 underline dark:text-blue-300"
            >
              <Trans>Find people to follow</Trans>
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <Rows people={people} label={label} />
      )}
      <div className="flex flex-col items-center gap-2 px-4 py-4">
        {list.isFetchNextPageError ? (
          <ErrorState
            title={t`More people could not be loaded.`}
            message={describeError(list.error)}
            onRetry={() => void list.fetchNextPage()}
          />
        ) : list.hasNextPage ? (
          <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {list.isFetchingNextPage ? <Trans>Loading more people…</Trans> : <Trans>Show more people</Trans>}
          </Button>
        ) : null}
        {people.length > 0 ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {list.hasNextPage
              ? t`Showing the first ${plural(count, { one: '# person', other: '# people' })}.`
              : t`${plural(count, { one: '# person', other: '# people' })}, all shown.`}
          </p>
        ) : null}
      </div>
    </section>
  );
}

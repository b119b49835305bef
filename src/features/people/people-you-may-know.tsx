import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/api-error';
import { suggestionQueries, useDismissSuggestion } from '../../api/suggestions-api';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { Icon } from '../../components/icon';
import { ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { FollowButton } from '../../components/follow-button';
import type { FollowState } from '../../api/use-follow-state';

const HEADING = 'people-you-may-know';
/** The service mixes groups in: asking for 8 leaves a handful of people, and a few are shown (the directory comes next). */
const LIMIT = 8;
const SHOWN = 6;

/** People to follow, from suggestions.json, each with Follow and Dismiss; nothing at all when there is none. */
export function PeopleYouMayKnow({ follow }: { follow: FollowState }) {
  const suggestions = useQuery(suggestionQueries.list(LIMIT));
  const dismiss = useDismissSuggestion();
  if (suggestions.isPending) return <LoadingState label="Loading people you may know…" />;
  if (suggestions.isError)
    return (
      <ErrorState
        title="People you may know could not be loaded."
        message={describeError(suggestions.error)}
        onRetry={() => void suggestions.refetch()}
      />
    );
  const people = suggestions.data
    .flatMap((s) => (s.suggested_type === 'user' && s.user ? [{ suggestion: s.id, user: s.user }] : []))
    .slice(0, SHOWN);
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={HEADING} className="border-b border-slate-200 pb-2 dark:border-slate-800">
      <h2 id={HEADING} className="px-4 pt-3 text-lg font-semibold">
        People you may know
      </h2>
      {dismiss.isError ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-800 dark:text-red-300">
          Could not dismiss: {describeError(dismiss.error)}
        </p>
      ) : null}
      {/* A row of cards that scrolls sideways on a phone: as rows they filled its first screen. */}
      <ul aria-labelledby={HEADING} className="flex gap-3 overflow-x-auto px-4 py-2">
        {people.map(({ suggestion, user }) => {
          const name = user.full_name || user.name;
          return (
            <li
              key={suggestion}
              className="relative flex w-36 shrink-0 flex-col items-center gap-1 rounded-lg border border-slate-200 p-3 text-center sm:w-44 dark:border-slate-700"
            >
              <Avatar name={name} template={user.mugshot_url_template} url={user.mugshot_url} size={48} />
              <Link
                to={hrefs.user(user.id)}
                className={`line-clamp-2 min-h-6 max-w-full font-semibold break-words text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`}
              >
                {name}
              </Link>
              <p className="min-h-5 w-full truncate text-sm text-slate-600 dark:text-slate-300">
                {user.job_title ?? ''}
              </p>
              <div className="mt-auto">
                <FollowButton id={user.id} name={name} follow={follow} />
              </div>
              <button
                type="button"
                aria-label={`Dismiss ${name}`}
                onClick={() => {
                  dismiss.mutate(suggestion);
                }}
                className={`absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 ${FOCUS_RING}`}
              >
                <Icon name="close" className="size-5" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

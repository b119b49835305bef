import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/api-error';
import { suggestionQueries, useDismissSuggestion } from '../../api/suggestions-api';
import { buttonClass } from '../../components/button-classes';
import { ErrorState, LoadingState } from '../../components/states';
import { FollowButton } from './follow-button';
import { PersonRow, personView } from './person-row';
import type { FollowState } from './use-follow-state';

const HEADING = 'people-you-may-know';
/** The service mixes groups in: asking for 8 leaves a handful of people, and a few are shown (the directory comes next). */
const LIMIT = 8;
const SHOWN = 4;

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
      <ul>
        {people.map(({ suggestion, user }) => {
          const person = personView(user, [user.job_title]);
          const { name } = person;
          return (
            <PersonRow key={suggestion} person={person}>
              <FollowButton id={user.id} name={name} follow={follow} />
              <button
                type="button"
                aria-label={`Dismiss ${name}`}
                onClick={() => {
                  dismiss.mutate(suggestion);
                }}
                className={buttonClass('quiet', 'max-sm:min-h-11')}
              >
                Dismiss
              </button>
            </PersonRow>
          );
        })}
      </ul>
    </section>
  );
}

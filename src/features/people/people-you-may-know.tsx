import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/http/describe-error';
import { suggestionQueries } from '../../api/suggestions/suggestions-api';
import { useDismissSuggestion } from '../../api/suggestions/use-dismiss-suggestion';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { PanelFailure } from '../../components/panel-failure';
import { DismissButton, SuggestionStrip } from '../../components/suggestion-strip';
import { hrefs } from '../../config/paths';
import { FollowButton } from '../../components/follow-button';
import type { FollowState } from '../../api/subscriptions/use-follow-state';

const HEADING = 'people-you-may-know';
/** The service mixes groups in: asking for 8 leaves a handful of people, and a few are shown (the directory comes next). */
const LIMIT = 8;
const SHOWN = 6;

/** People to follow, from suggestions.json, each with Follow and Dismiss; nothing at all when there is none. */
export function PeopleYouMayKnow({ follow }: { follow: FollowState }) {
  const { t } = useLingui();
  const suggestions = useQuery(suggestionQueries.list(LIMIT));
  const dismiss = useDismissSuggestion();
  const people = (suggestions.data ?? [])
    .flatMap((s) => (s.suggested_type === 'user' && s.user ? [{ suggestion: s.id, user: s.user }] : []))
    .slice(0, SHOWN);
  return (
    <SuggestionStrip
      id={HEADING}
      heading={t`People you may know`}
      pending={suggestions.isPending}
      failed={suggestions.isError}
      dismissError={dismiss.isError ? describeError(dismiss.error) : null}
      count={people.length}
    >
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
            <DismissButton
              name={name}
              onClick={() => {
                dismiss.mutate(suggestion);
              }}
              className="absolute top-0 end-0"
            />
          </li>
        );
      })}
    </SuggestionStrip>
  );
}

/**
 * The same suggestions' failure, said quietly after the directory (the page places it), with their Retry;
 * nothing while they load or once they are in.
 */
export function PeopleYouMayKnowFailure() {
  const { t } = useLingui();
  const suggestions = useQuery(suggestionQueries.list(LIMIT));
  if (!suggestions.isError) return null;
  return <PanelFailure heading={t`People you may know`} onRetry={() => void suggestions.refetch()} />;
}

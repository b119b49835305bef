import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/api-error';
import { suggestionQueries, useDismissSuggestion } from '../../api/suggestions-api';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { Icon } from '../../components/icon';
import { ErrorState, LoadingState } from '../../components/states';
import { viewOfGroup, type GroupView } from './group-view';
import { GroupSummary } from './group-summary';
import { useMembershipAction } from './use-membership-action';

const HEADING = 'groups-you-may-like';
/**
 * The same request as People's "People you may know" (8 suggestions, groups and people alternating): one
 * answer serves both pages, and a dismissal on either shows on both.
 */
const LIMIT = 8;

/** Groups to join, from suggestions.json, each with Join and Dismiss; nothing at all when there is none. */
export function GroupSuggestions() {
  const suggestions = useQuery(suggestionQueries.list(LIMIT));
  const dismiss = useDismissSuggestion();
  if (suggestions.isPending) return <LoadingState label="Loading groups you may like…" />;
  if (suggestions.isError)
    return (
      <ErrorState
        title="Groups you may like could not be loaded."
        message={describeError(suggestions.error)}
        onRetry={() => void suggestions.refetch()}
      />
    );
  const groups = suggestions.data.flatMap((s) =>
    s.suggested_type === 'group' && s.group ? [{ suggestion: s.id, group: viewOfGroup(s.group) }] : [],
  );
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={HEADING} className="border-b border-slate-200 pb-2 dark:border-slate-800">
      <h2 id={HEADING} className="px-4 pt-3 text-lg font-semibold">
        Groups you may like
      </h2>
      {dismiss.isError ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-800 dark:text-red-300">
          Could not dismiss: {describeError(dismiss.error)}
        </p>
      ) : null}
      {/* A row of cards that scrolls sideways on a phone, so the directory's rows start on the first screen. */}
      <ul aria-labelledby={HEADING} className="flex gap-3 overflow-x-auto px-4 py-2">
        {groups.map(({ suggestion, group }) => (
          <SuggestedGroup
            key={suggestion}
            group={group}
            onDismiss={() => {
              dismiss.mutate(suggestion);
            }}
          />
        ))}
      </ul>
    </section>
  );
}

/** A compact card (two lines beside the avatar, Join at its side): several fit a phone's first screen. */
function SuggestedGroup({ group, onDismiss }: { group: GroupView; onDismiss: () => void }) {
  const { button, message } = useMembershipAction(group);
  return (
    <li className="flex w-72 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 py-2 ps-3 pe-1 dark:border-slate-700">
      <Avatar name={group.name} template={group.template} url={group.url} />
      <div className="min-w-0 flex-1">
        <GroupSummary group={group} />
      </div>
      {button}
      <button
        type="button"
        aria-label={`Dismiss ${group.name}`}
        onClick={onDismiss}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 ${FOCUS_RING}`}
      >
        <Icon name="close" className="size-5" />
      </button>
      {message ? <div className="basis-full pe-2">{message}</div> : null}
    </li>
  );
}

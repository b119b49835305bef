import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/http/describe-error';
import { suggestionQueries } from '../../api/suggestions/suggestions-api';
import { useDismissSuggestion } from '../../api/suggestions/use-dismiss-suggestion';
import { Avatar } from '../../components/avatar';
import { PanelFailure } from '../../components/panel-failure';
import { DismissButton, SuggestionStrip } from '../../components/suggestion-strip';
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
  const { t } = useLingui();
  const suggestions = useQuery(suggestionQueries.list(LIMIT));
  const dismiss = useDismissSuggestion();
  const groups = (suggestions.data ?? []).flatMap((s) =>
    s.suggested_type === 'group' && s.group ? [{ suggestion: s.id, group: viewOfGroup(s.group) }] : [],
  );
  return (
    <SuggestionStrip
      id={HEADING}
      heading={t`Groups you may like`}
      pending={suggestions.isPending}
      failed={suggestions.isError}
      dismissError={dismiss.isError ? describeError(dismiss.error) : null}
      count={groups.length}
    >
      {groups.map(({ suggestion, group }) => (
        <SuggestedGroup
          key={suggestion}
          group={group}
          onDismiss={() => {
            dismiss.mutate(suggestion);
          }}
        />
      ))}
    </SuggestionStrip>
  );
}

/**
 * The same suggestions' failure, said quietly after the directory (the page places it), with their Retry;
 * nothing while they load or once they are in.
 */
export function GroupSuggestionsFailure() {
  const { t } = useLingui();
  const suggestions = useQuery(suggestionQueries.list(LIMIT));
  if (!suggestions.isError) return null;
  return <PanelFailure heading={t`Groups you may like`} onRetry={() => void suggestions.refetch()} />;
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
      <DismissButton name={group.name} onClick={onDismiss} />
      {message ? <div className="basis-full pe-2">{message}</div> : null}
    </li>
  );
}

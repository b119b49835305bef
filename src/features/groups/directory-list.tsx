import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeError } from '../../api/http/api-error';
import { GROUPS_PAGE_SIZE, groupQueries, myGroupsQuery } from '../../api/groups/groups-api';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { ROW_LIST } from '../../components/row-list';
import { groupsSearch, type GroupsChoice } from './directory-choice';
import { GroupsPaging } from './directory-controls';
import { DirectoryRow } from './directory-row';
import { filterWords, matchesFilter, notShown, viewOfGroup, type GroupView } from './group-view';
import { useFoundGroups } from './use-found-groups';

/**
 * The chosen list, narrowed by the filter as the reader types; on All groups, the groups of other pages the
 * service finds for the filter follow under their own heading (its autocomplete, after a pause in typing).
 */
export function DirectoryList({ choice }: { choice: GroupsChoice }) {
  const all = choice.tab === 'all';
  const mine = useQuery({ ...myGroupsQuery(), enabled: !all });
  const page = useQuery({ ...groupQueries.directory(choice.page), enabled: all });
  const list = all ? page : mine;
  const words = filterWords(choice.filter);
  const found = useFoundGroups(choice.filter, all);
  if (list.isPending) return <LoadingState label={all ? 'Loading groups…' : 'Loading your groups…'} />;
  if (list.isError)
    return (
      <ErrorState
        title={all ? 'The groups could not be loaded.' : 'Your groups could not be loaded.'}
        message={describeError(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  const loaded = list.data.map(viewOfGroup);
  const shown = loaded.filter((g) => matchesFilter(g, words));
  const more = notShown(found.found, loaded);
  const label = all ? 'All groups' : 'My groups';
  return (
    <>
      {words.length > 0 ? (
        <p role="status" className="px-4 pb-2 text-sm text-slate-600 dark:text-slate-300">
          {matchSummary(shown.length + more.length, found.searching)}
        </p>
      ) : null}
      {loaded.length === 0 ? (
        <EmptyState title={all ? 'No groups here.' : 'You are not in any group yet.'}>
          {all ? (
            choice.page > 1 ? (
              'There are no more groups after the previous page.'
            ) : null
          ) : (
            <Link
              to={{ search: groupsSearch({ tab: 'all', page: 1, filter: '' }) }}
              className="font-medium text-blue-800 underline dark:text-blue-300"
            >
              Browse all groups
            </Link>
          )}
        </EmptyState>
      ) : shown.length === 0 && more.length === 0 && !found.searching ? (
        <EmptyState title={`No group matches “${choice.filter.trim()}”.`}>
          {all ? null : 'Only your groups are searched here: try All groups.'}
        </EmptyState>
      ) : (
        <Rows label={label} groups={shown} />
      )}
      {more.length > 0 ? (
        <>
          <h2 className="px-4 pt-4 pb-1 text-base font-semibold">On other pages</h2>
          <Rows label="Groups on other pages" groups={more} />
        </>
      ) : null}
      {found.error ? (
        <ErrorState
          title="Other pages could not be searched."
          message={describeError(found.error)}
          onRetry={found.retry}
        />
      ) : null}
      {all ? <GroupsPaging choice={choice} full={list.data.length >= GROUPS_PAGE_SIZE} /> : null}
    </>
  );
}

function Rows({ label, groups }: { label: string; groups: GroupView[] }) {
  if (groups.length === 0) return null;
  return (
    <ul aria-label={label} className={ROW_LIST}>
      {groups.map((group) => (
        <DirectoryRow key={group.id} group={group} />
      ))}
    </ul>
  );
}

function matchSummary(count: number, searching: boolean): string {
  const groups = count === 1 ? '1 group matches' : `${String(count)} groups match`;
  return searching ? `${groups} so far; searching the other pages…` : groups;
}

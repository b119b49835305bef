import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeError } from '../../api/http/describe-error';
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
  const { t } = useLingui();
  const all = choice.tab === 'all';
  const mine = useQuery({ ...myGroupsQuery(), enabled: !all });
  const page = useQuery({ ...groupQueries.directory(choice.page), enabled: all });
  const list = all ? page : mine;
  const words = filterWords(choice.filter);
  const found = useFoundGroups(choice.filter, all);
  if (list.isPending) return <LoadingState label={all ? t`Loading groups…` : t`Loading your groups…`} />;
  if (list.isError)
    return (
      <ErrorState
        title={all ? t`The groups could not be loaded.` : t`Your groups could not be loaded.`}
        message={describeError(list.error)}
        onRetry={() => void list.refetch()}
      />
    );
  const loaded = list.data.map(viewOfGroup);
  const shown = loaded.filter((g) => matchesFilter(g, words));
  const more = notShown(found.found, loaded);
  const label = all ? t`All groups` : t`My groups`;
  const filter = choice.filter.trim();
  const count = shown.length + more.length;
  return (
    <>
      {words.length > 0 ? (
        <p role="status" className="px-4 pb-2 text-sm text-slate-600 dark:text-slate-300">
          {found.searching ? (
            <Plural
              value={count}
              one="# group matches so far; searching the other pages…"
              other="# groups match so far; searching the other pages…"
            />
          ) : (
            <Plural value={count} one="# group matches" other="# groups match" />
          )}
        </p>
      ) : null}
      {loaded.length === 0 ? (
        <EmptyState title={all ? t`No groups here.` : t`You are not in any group yet.`}>
          {all ? (
            choice.page > 1 ? (
              <Trans>There are no more groups after the previous page.</Trans>
            ) : null
          ) : (
            <Link
              to={{ search: groupsSearch({ tab: 'all', page: 1, filter: '' }) }}
              className="font-medium text-blue-800 underline dark:text-blue-300"
            >
              <Trans>Browse all groups</Trans>
            </Link>
          )}
        </EmptyState>
      ) : shown.length === 0 && more.length === 0 && !found.searching ? (
        <EmptyState title={t`No group matches “${filter}”.`}>
          {all ? null : <Trans>Only your groups are searched here: try All groups.</Trans>}
        </EmptyState>
      ) : (
        <Rows label={label} groups={shown} />
      )}
      {more.length > 0 ? (
        <>
          <h2 className="px-4 pt-4 pb-1 text-base font-semibold">
            <Trans>On other pages</Trans>
          </h2>
          <Rows label={t`Groups on other pages`} groups={more} />
        </>
      ) : null}
      {found.error ? (
        <ErrorState
          title={t`Other pages could not be searched.`}
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

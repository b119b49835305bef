import { useQuery } from '@tanstack/react-query';
import { describeError } from '../../api/api-error';
import { myGroupsQuery } from '../../api/groups-api';
import { GroupRow } from '../../components/group-row';
import { ROW_LIST } from '../../components/row-list';
import { usePageTitle } from '../../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';

const HEADING = 'my-groups-heading';

/** The groups the reader belongs to, each leading to its conversations. */
export function MyGroups() {
  const groups = useQuery(myGroupsQuery());
  usePageTitle('My groups');
  return (
    <section aria-labelledby={HEADING}>
      <h1 id={HEADING} className="px-4 pt-3 pb-2 text-xl font-semibold">
        My groups
      </h1>
      {groups.isPending ? (
        <LoadingState label="Loading your groups…" />
      ) : groups.isError ? (
        <ErrorState
          title="Your groups could not be loaded."
          message={describeError(groups.error)}
          onRetry={() => void groups.refetch()}
        />
      ) : groups.data.length === 0 ? (
        <EmptyState title="You are not in any group yet.">
          Groups you join show up here, and in the sidebar.
        </EmptyState>
      ) : (
        <ul className={ROW_LIST}>
          {groups.data.map((group) => (
            <GroupRow key={group.id} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { describeError } from '../../api/api-error';
import { myGroupsQuery } from '../../api/groups-api';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { usePageTitle } from '../../components/page-title';
import { EmptyState, ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { countLabel } from '../../lib/plural';

const HEADING = 'my-groups-heading';
const ROW = `flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900 ${FOCUS_RING} focus-visible:-outline-offset-2`;

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
        <ul className="divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {groups.data.map((group) => {
            const name = group.full_name || group.name;
            return (
              <li key={group.id}>
                <Link to={hrefs.group(group.id)} className={ROW}>
                  <Avatar name={name} template={group.mugshot_url_template} url={group.mugshot_url} />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{name}</span>
                    <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
                      {[
                        group.privacy === 'private' ? 'Private' : 'Public',
                        countLabel(group.stats.members, 'member', 'members'),
                        group.description,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

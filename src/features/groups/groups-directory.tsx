import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { myGroupsQuery } from '../../api/groups/groups-api';
import { buttonClass } from '../../components/button-classes';
import { Icon } from '../../components/icon';
import { usePageTitle } from '../../components/page-title';
import { hrefs } from '../../config/paths';
import { groupsSearch, readGroupsChoice, type GroupsNotice } from './directory-choice';
import { DirectoryTabs, FilterBox } from './directory-controls';
import { DirectoryList } from './directory-list';
import { GroupSuggestions, GroupSuggestionsFailure } from './group-suggestions';

const HEADING = 'groups-heading';

/**
 * `/groups`: the directory. Groups you may like, then My groups or All groups (the tab, the page and the
 * filter are in the address, so reload and Back keep them), each group with Join or Leave; Create a group.
 */
export function GroupsDirectory() {
  const { t } = useLingui();
  usePageTitle(t`Groups`);
  const [params, setParams] = useSearchParams();
  const choice = readGroupsChoice(params);
  const deleted = (useLocation().state as GroupsNotice | null)?.deleted;
  const mineCount = useQuery(myGroupsQuery()).data?.length;
  return (
    <section aria-labelledby={HEADING}>
      <div className="flex flex-wrap items-center justify-between gap-2 px-4 pt-3 pb-2">
        <h1 id={HEADING} className="text-xl font-semibold">
          <Trans>Groups</Trans>
        </h1>
        <Link to={hrefs.newGroup()} className={buttonClass('primary', 'max-sm:min-h-11')}>
          <Icon name="plus" className="size-4 shrink-0" />
          <Trans>Create a group</Trans>
        </Link>
      </div>
      {deleted ? (
        <p role="status" className="px-4 pb-2 text-sm text-green-800 dark:text-green-300">
          <Trans>
            <bdi>{deleted}</bdi> was deleted.
          </Trans>
        </p>
      ) : null}
      <GroupSuggestions />
      <DirectoryTabs choice={choice} mineCount={mineCount} />
      <FilterBox
        value={choice.filter}
        onChange={(filter) => {
          // Each keystroke replaces the address rather than adding to the history: Back leaves the page.
          setParams(new URLSearchParams(groupsSearch({ ...choice, filter })), { replace: true });
        }}
      />
      <DirectoryList choice={choice} />
      {/* The suggestions are a decoration: their failure is said after the directory, which leads. */}
      <GroupSuggestionsFailure />
    </section>
  );
}

import { GroupsDirectory } from '../features/groups/groups-directory';

/** `/groups`: the groups directory (My groups, All groups, groups you may like, Create a group). */
export function GroupsPage() {
  return <GroupsDirectory />;
}

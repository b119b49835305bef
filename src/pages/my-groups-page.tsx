import { MyGroups } from '../features/groups/my-groups';

/** `/groups`: the groups the reader belongs to. */
export function MyGroupsPage() {
  return <MyGroups />;
}

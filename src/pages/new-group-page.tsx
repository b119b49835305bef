import { CreateGroup } from '../features/groups/create-group';

/** `/groups/new`: the Create a group form. */
export function NewGroupPage() {
  return <CreateGroup />;
}

import { PeopleDirectory } from '../features/people/people-directory';

/** `/people`: the network's directory. */
export function PeoplePage() {
  return <PeopleDirectory />;
}

import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Relationships } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { relationshipQueries } from '../relationships/relationships-api';
import { userQueries } from './users-api';

const asReference = (user: User): UserReference => ({ ...user, type: 'user' });

/**
 * What the cache already knows of a person, enough for a card (name, job title, photo): their user object
 * (the reader, a profile), or their entry in anyone's cached relationships. Re-centring the org chart on a
 * card this way asks the service nothing for the person themself.
 */
export function personFromCache(client: QueryClient, id: Id): UserReference | undefined {
  const detail = client.getQueryData(userQueries.detail(id).queryKey);
  if (detail) return asReference(detail);
  const me = client.getQueryData(userQueries.current().queryKey);
  if (me?.id === id) return asReference(me);
  for (const [, data] of client.getQueriesData<Relationships>({ queryKey: relationshipQueries.all() })) {
    if (!data) continue;
    const found =
      data.superiors.find((p) => p.id === id) ??
      data.subordinates.find((p) => p.id === id) ??
      data.colleagues.find((p) => p.id === id);
    if (found) return found;
  }
  return undefined;
}

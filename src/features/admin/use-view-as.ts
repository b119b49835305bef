import { useMutation } from '@tanstack/react-query';
import type { User } from '../../../contract/users';
import { getTokenFor } from '../../api/admin/impersonation-api';
import { useConfig } from '../../config/config-context';
import { paths } from '../../config/paths';
import { openViewAsTab } from './view-as-handshake';

type Person = Pick<User, 'id' | 'full_name'>;

/**
 * "View as": a new tab signed in as the person for that tab alone. The tab opens within the click (or the
 * browser blocks it) while the token is asked for (`POST oauth.json`, the consumer key being the app's
 * client id); the token reaches the tab by message, never by address. The admin's own tab is untouched.
 */
export function useViewAs() {
  const { clientId } = useConfig();
  return useMutation({
    mutationFn: (person: Person) =>
      openViewAsTab(paths.viewAs, person.full_name, getTokenFor(person.id, clientId)),
  });
}

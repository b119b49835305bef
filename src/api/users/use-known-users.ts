import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Id } from '../../../contract/common';
import type { Message } from '../../../contract/messages';
import type { UserReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { withUsers, type ReferenceIndex } from '../../lib/references';
import { userQueries } from './users-api';

const asReference = (user: User): UserReference => ({ ...user, type: 'user' });

/**
 * The people these messages name (senders, and the senders of the messages they answer) that the
 * references leave out, fetched (`users/ID`, batched, cached for minutes) so a message shows who wrote
 * it instead of "Unknown sender". Returns the index with them added.
 */
export function useKnownUsers(refs: ReferenceIndex, messages: readonly Message[]): ReferenceIndex {
  const missing = useMemo(() => {
    const ids = new Set<Id>();
    for (const m of messages) {
      ids.add(m.sender_id);
      const answered = refs.message(m.replied_to_id)?.sender_id;
      if (answered !== undefined) ids.add(answered);
    }
    return [...ids].filter((id) => !refs.user(id)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }, [refs, messages]);
  // The combined list is structurally shared by TanStack Query: the same array while nobody new arrives.
  const users = useQueries({
    queries: missing.map((id) => userQueries.named(id)),
    combine: (results) =>
      results
        .map((r) => r.data)
        .filter((u): u is User => u !== undefined)
        .map(asReference),
  });
  return useMemo(() => withUsers(refs, users), [refs, users]);
}

import type { Id } from '../../../contract/common';
import type { UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import type { WriteHandlers } from '../outbox/use-outbox-write-status';
import { useStateWrite } from '../outbox/use-state-write';

/**
 * Saves a profile through the outbox, in order with the reader's other writes: only the changed fields, so a
 * send after a reload sets what the form asked and nothing else. On success every cached copy of the person
 * is the service's answer (profile-write.ts). The form keeps its draft until the service answers: a refusal
 * on the first try (`onError`) comes back to the fields; once the edit waits (`onWaiting`) the outbox holds it.
 */
export function useUpdateProfile() {
  const { send, ...status } = useStateWrite();
  const mutate = (
    { id, params }: { id: Id; params: UserUpdateParams },
    handlers: WriteHandlers<User | null> = {},
  ) => {
    send(() => ({ kind: 'profile', userId: id, params }), handlers);
  };
  return { mutate, ...status };
}

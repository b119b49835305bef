import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { UserUpdateParams } from '../../../contract/user-update';
import type { User } from '../../../contract/users';
import type { WriteKind } from '../outbox/write-kind';
import { applyUpdatedUser, updateUser } from './user-update-api';
import { userQueries } from './users-api';

/** The reader's own profile, as stored in the outbox: only the fields that changed. */
export interface ProfileWrite {
  kind: 'profile';
  userId: Id;
  params: UserUpdateParams;
}

/** Every cached copy of the person is the service's answer, or asked again when it sent none. */
function settleProfile(client: QueryClient, { userId }: ProfileWrite, user: User | null | undefined) {
  if (user) {
    applyUpdatedUser(client, user);
    return;
  }
  void client.invalidateQueries({ queryKey: userQueries.current().queryKey });
  void client.invalidateQueries({ queryKey: userQueries.detail(userId).queryKey });
  void client.invalidateQueries({ queryKey: userQueries.directoryAll() });
}

/**
 * A profile edit. It sets fields to values (`PUT users/ID`), so sending it again leaves the service as one
 * send would: one whose answer was lost is not looked for.
 */
export const profileKind: WriteKind<ProfileWrite, User | null | undefined> = {
  kind: 'profile',
  send: (write) => updateUser(write.userId, write.params),
  find: () => Promise.resolve(null),
  settle(client, write, user) {
    settleProfile(client, write, user);
  },
  undo() {
    // Nothing was shown before the service took it (the form held the changes): nothing to turn back.
  },
  label: () => t`Profile edit`,
};

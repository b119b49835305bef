import { useMutation } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { inviteEach } from './invitations-api';

/** Sends invitations; nothing cached changes (no read endpoint lists invitations). */
export function useInvite() {
  return useMutation({
    mutationFn: ({ emails, groupId }: { emails: readonly string[]; groupId?: Id }) =>
      inviteEach(emails, groupId),
  });
}

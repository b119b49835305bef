import type { MessageRow, Repository, ThreadRow } from '../db/repository';

/** The feed rule for one message: public, a private group the viewer is in, or a conversation they are in. */
export function canSee(repo: Repository, message: MessageRow, networkId: number, viewerId: number): boolean {
  if (message.network_id !== networkId) return false;
  if (message.direct === 1)
    return (repo.participantsOf([message.thread_id]).get(message.thread_id) ?? []).includes(viewerId);
  if (message.privacy === 'public') return true;
  return message.group_id !== null && repo.isGroupMember(message.group_id, viewerId);
}

/** The same rule for a thread (its starter may have been deleted while its replies live on). */
export function canSeeThread(
  repo: Repository,
  thread: ThreadRow,
  networkId: number,
  viewerId: number,
): boolean {
  return canSee(
    repo,
    {
      network_id: thread.network_id,
      direct: thread.direct,
      thread_id: thread.id,
      privacy: thread.privacy,
      group_id: thread.group_id,
    } as MessageRow,
    networkId,
    viewerId,
  );
}

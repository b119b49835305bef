import { useSearchParams } from 'react-router';
import { Invite } from '../features/invite/invite';

/** `/invite[?group=ID]`: Invite people, to the network or to one of its groups. */
export function InvitePage() {
  const group = Number(useSearchParams()[0].get('group'));
  return <Invite groupId={Number.isSafeInteger(group) && group > 0 ? group : undefined} />;
}

import { useLingui } from '@lingui/react/macro';
import type { Id } from '../../contract/common';
import { buttonClass } from './button-classes';

/** What the button needs of the reader's follow list (api/use-follow-state gives it): no api import here. */
export interface FollowState {
  known: boolean;
  isFollowing: (id: Id) => boolean;
  /** `name`: whom it follows, as the button says it (the outbox names the write with it). */
  toggle: (id: Id, follow: boolean, name?: string) => void;
}

/**
 * Follow / Following, a toggle (`aria-pressed`), 44 px tall on phones; its name says whom it follows. While
 * the reader's follow list is not known, it waits rather than guess.
 */
export function FollowButton({
  id,
  name,
  follow,
  size = 'max-sm:min-h-11',
}: {
  id: Id;
  name: string;
  follow: FollowState;
  /** Its height and sides on a phone (a profile's row of actions is narrower). */
  size?: string;
}) {
  const { t } = useLingui();
  const following = follow.isFollowing(id);
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={following ? t`Following ${name}` : t`Follow ${name}`}
      disabled={!follow.known}
      onClick={() => {
        follow.toggle(id, !following, name);
      }}
      className={buttonClass(following ? 'secondary' : 'primary', `${size} shrink-0`)}
    >
      {following ? t`Following` : t`Follow`}
    </button>
  );
}

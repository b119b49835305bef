import type { Id } from '../../../contract/common';
import { buttonClass } from '../../components/button-classes';

export interface FollowButtonProps {
  id: Id;
  name: string;
  following: boolean;
  /** While the reader's follow list is not known, the button waits rather than guess. */
  disabled?: boolean;
  onToggle: (id: Id, follow: boolean) => void;
}

/** Follow / Following, a toggle (`aria-pressed`), 44 px tall on phones. Its name says whom it follows. */
export function FollowButton({ id, name, following, disabled = false, onToggle }: FollowButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={`${following ? 'Following' : 'Follow'} ${name}`}
      disabled={disabled}
      onClick={() => {
        onToggle(id, !following);
      }}
      className={buttonClass(following ? 'secondary' : 'primary', 'max-sm:min-h-11 shrink-0')}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}

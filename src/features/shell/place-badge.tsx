import { badgeText } from '../../lib/unseen-count';
import { unseenSuffix } from './places';

/**
 * A place's unseen count: the number drawn (hidden from screen readers, it may say "99+"), the exact count
 * said after the place's name instead. The early paint draws the same (app/early-paint/early-shell.ts).
 */
export function PlaceBadge({ count, className }: { count: number | undefined; className: string }) {
  if (count === undefined) return null;
  return (
    <>
      <span aria-hidden="true" className={className}>
        {badgeText(count)}
      </span>
      <span className="sr-only">{unseenSuffix(count)}</span>
    </>
  );
}

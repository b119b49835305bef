import { badgeText } from '../../lib/unseen-count';

/**
 * A place's unseen count as a pill, hidden from screen readers (it may say "99+"): the link's name says the
 * exact count instead (`badgeName` in places.ts), in one string, since a flex item's text is announced as apart. The early
 * paint draws the same (boot/early-paint/early-shell.ts).
 */
export function PlaceBadge({ count, className }: { count: number | undefined; className: string }) {
  if (count === undefined) return null;
  return (
    <span aria-hidden="true" className={className}>
      {badgeText(count)}
    </span>
  );
}

import type { Message } from '../../contract/messages';
import { countLabel } from './plural';

/** Made on first use: building an Intl.ListFormat costs milliseconds, too many for loading the first chunk. */
let list: Intl.ListFormat | null = null;
/** How many likers are named before the rest are counted. */
const NAMED = 3;

/**
 * "Liked by Ann", "Liked by Ann and Bob", "Liked by Ann, Bob, Cy, and 3 others", from `liked_by` (whose
 * `names` is a sample and `count` the total); "Liked by 4 people" without names; null without likes.
 */
export function likeSummary(likedBy: Message['liked_by']): string | null {
  const names = likedBy.names.map((n) => n.full_name.trim()).filter(Boolean);
  const total = Math.max(likedBy.count, names.length);
  if (total === 0) return null;
  if (names.length === 0) return `Liked by ${countLabel(total, 'person', 'people')}`;
  const shown = names.slice(0, NAMED);
  const others = total - shown.length;
  const parts = others > 0 ? [...shown, countLabel(others, 'other', 'others')] : shown;
  list ??= new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });
  return `Liked by ${list.format(parts)}`;
}

import { plural, t } from '@lingui/core/macro';
import type { Message } from '../../contract/messages';

/** Made on first use, per language: building an Intl.ListFormat costs milliseconds. */
const lists = new Map<string, Intl.ListFormat>();
/** How many likers are named before the rest are counted. */
const NAMED = 3;

/**
 * "Liked by Ann", "Liked by Ann and Bob", "Liked by Ann, Bob, Cy, and 3 others", from `liked_by` (whose
 * `names` is a sample and `count` the total); "Liked by 4 people" without names; null without likes.
 */
export function likeSummary(likedBy: Message['liked_by'], locale: string): string | null {
  const names = likedBy.names.map((n) => n.full_name.trim()).filter(Boolean);
  const total = Math.max(likedBy.count, names.length);
  if (total === 0) return null;
  if (names.length === 0) return plural(total, { one: 'Liked by # person', other: 'Liked by # people' });
  const shown = names.slice(0, NAMED);
  const others = total - shown.length;
  const parts = others > 0 ? [...shown, plural(others, { one: '# other', other: '# others' })] : shown;
  let list = lists.get(locale);
  if (!list) {
    list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
    lists.set(locale, list);
  }
  const people = list.format(parts);
  return t`Liked by ${people}`;
}

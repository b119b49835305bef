import { plural } from '@lingui/core/macro';

const rules = new Intl.PluralRules('en');

/**
 * "2 members" from English words, for the screens whose messages are not in the catalogs yet: their words are
 * English, and so is the plural rule. A converted screen writes a `plural` message instead (docs/i18n.md),
 * and this goes when the last one is converted.
 */
export function countLabel(count: number, one: string, other: string): string {
  // Below 1,000 an integer reads the same without grouping: the first paint then skips loading Intl's
  // number formatting, which costs milliseconds on a slow device.
  const digits =
    Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : count.toLocaleString('en');
  return `${digits} ${rules.select(count) === 'one' ? one : other}`;
}

/** "1 new message", "2 new messages", with every plural form of the language of the moment. */
export const newMessagesLabel = (count: number): string =>
  plural(count, { one: '# new message', other: '# new messages' });

const rules = new Intl.PluralRules('en');

/** "1 new message", "2 new messages". The app speaks English; the plural category comes from Intl. */
export function countLabel(count: number, one: string, other: string): string {
  // Below 1,000 an integer reads the same without grouping: the first paint then skips loading Intl's
  // number formatting, which costs milliseconds on a slow device.
  const digits =
    Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : count.toLocaleString('en');
  return `${digits} ${rules.select(count) === 'one' ? one : other}`;
}

export const newMessagesLabel = (count: number) => countLabel(count, 'new message', 'new messages');

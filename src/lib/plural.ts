const rules = new Intl.PluralRules('en');

/** "1 new message", "2 new messages". The app speaks English; the plural category comes from Intl. */
export function countLabel(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en')} ${rules.select(count) === 'one' ? one : other}`;
}

export const newMessagesLabel = (count: number) => countLabel(count, 'new message', 'new messages');

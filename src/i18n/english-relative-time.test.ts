import { describe, expect, it } from 'vitest';
import { englishRelativePhrase } from './english-relative-time';

describe('English relative times without Intl', () => {
  const units: Intl.RelativeTimeFormatUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
  it.each(['en', 'en-US', 'en-GB', 'en-IN', 'en-AU', 'en-CA'])('say what Intl says in %s', (locale) => {
    const intl = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'long' });
    for (const unit of units) {
      for (let value = -999; value <= 999; value++) {
        expect(englishRelativePhrase(value, unit)).toBe(intl.format(value, unit));
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it('takes the first of the reader’s languages that the interface speaks', () => {
    expect(negotiateLocale(['de-AT', 'fr'])).toBe('de');
    expect(negotiateLocale(['nl', 'fr-CA', 'de'])).toBe('fr');
    expect(negotiateLocale(['he-IL'])).toBe('he');
    expect(negotiateLocale(['ar-EG', 'en'])).toBe('ar');
  });

  it('maps any Portuguese to the Brazilian catalog and the simplified Chinese regions to zh-Hans', () => {
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-br'])).toBe('pt-BR');
    expect(negotiateLocale(['zh-CN'])).toBe('zh-Hans');
    expect(negotiateLocale(['zh'])).toBe('zh-Hans');
    expect(negotiateLocale(['zh-Hans-SG'])).toBe('zh-Hans');
  });

  it('does not give simplified characters to a reader of traditional ones', () => {
    expect(negotiateLocale(['zh-TW', 'ja'])).toBe('ja');
    expect(negotiateLocale(['zh-Hant-HK'])).toBe('en');
  });

  it('falls back to English', () => {
    expect(negotiateLocale(['nl', 'sv'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
    expect(negotiateLocale([''])).toBe('en');
  });

  it('knows the pseudo-locale only by its exact tag', () => {
    expect(negotiateLocale(['en-XA'])).toBe('en-XA');
    expect(negotiateLocale(['en-GB'])).toBe('en');
  });
});

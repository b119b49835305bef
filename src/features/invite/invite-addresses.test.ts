import { describe, expect, it } from 'vitest';
import { isAddressShaped, mergeAddresses, parseAddresses } from './invite-addresses';

describe('parseAddresses', () => {
  it('splits on commas, semicolons, spaces and new lines', () => {
    expect(parseAddresses('a@x.com, b@x.com;c@x.com\nd@x.com  e@x.com\r\n')).toEqual([
      'a@x.com',
      'b@x.com',
      'c@x.com',
      'd@x.com',
      'e@x.com',
    ]);
  });

  it('takes the address out of "Name <address>" lines, quoted names with commas included', () => {
    const pasted = [
      'Quinn Avery <quinn.avery@example.com>',
      '"Saleh, Rania" <rania.saleh@example.com>, Bob <bob@example.com>',
      'Jo Doe jo@example.com',
      'mailto:ann@example.com.',
    ].join('\n');
    expect(parseAddresses(pasted)).toEqual([
      'quinn.avery@example.com',
      'rania.saleh@example.com',
      'bob@example.com',
      'jo@example.com',
      'ann@example.com',
    ]);
  });

  it('keeps a word that is not an address, so it can be flagged; nothing for blank text', () => {
    expect(parseAddresses('bob')).toEqual(['bob']);
    expect(parseAddresses(' ,\n ; ')).toEqual([]);
  });
});

describe('isAddressShaped', () => {
  it('accepts what the service accepts and flags the rest', () => {
    expect(isAddressShaped('quinn.avery@example.com')).toBe(true);
    expect(isAddressShaped('a+b@eu.example.com')).toBe(true);
    for (const bad of ['bob', 'bob@', '@example.com', 'bob@example', 'a@b@c.com', 'bob@example.com.'])
      expect(isAddressShaped(bad), bad).toBe(false);
    expect(isAddressShaped(`${'a'.repeat(250)}@x.com`)).toBe(false);
  });
});

describe('mergeAddresses', () => {
  it('adds each address once, whatever its case, keeping the first spelling and the order', () => {
    expect(mergeAddresses(['A@x.com'], ['a@x.com', 'b@x.com', 'B@X.com', 'c@x.com'])).toEqual([
      'A@x.com',
      'b@x.com',
      'c@x.com',
    ]);
  });
});

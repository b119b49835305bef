import { describe, expect, it } from 'vitest';
import { createPrng } from '../seed/prng';
import { parseXml, readXmlValue, withoutNonXmlChars } from '../test/xml-reader';
import { singularOf, toXmlDocument } from './to-xml';

/**
 * The one JSON-to-XML mapping of `.xml` answers (issue 29): its rules on small values, written out in full so
 * a change of rule shows here; then hostile text, which must always give a well-formed document (read by
 * saxes, a strict parser) that reads back to the same data less the characters XML 1.0 cannot carry.
 */
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

describe('the mapping rules', () => {
  it('objects, arrays, strings, numbers, booleans, null and {} in one document', () => {
    const value = {
      messages: [{ id: 12, body: { plain: 'Hi' }, liked: true }],
      meta: { older_available: false, feed_name: 'All', requested_poll_interval: 60.5 },
      references: [],
      replied_to_id: null,
      settings: {},
      admin: 'true',
    };
    expect(toXmlDocument(value)).toBe(
      DECLARATION +
        '<response>' +
        '<messages type="array"><message><id type="number">12</id><body><plain>Hi</plain></body>' +
        '<liked type="boolean">true</liked></message></messages>' +
        '<meta><older_available type="boolean">false</older_available><feed_name>All</feed_name>' +
        '<requested_poll_interval type="number">60.5</requested_poll_interval></meta>' +
        '<references type="array"></references>' +
        '<replied_to_id nil="true"/>' +
        '<settings type="object"/>' +
        '<admin>true</admin>' +
        '</response>\n',
    );
  });

  it('a top-level array is <response type="array"> of <item>s, nested arrays of <item>s too', () => {
    expect(toXmlDocument([{ id: 1 }, [2, 'x'], null])).toBe(
      DECLARATION +
        '<response type="array"><item><id type="number">1</id></item>' +
        '<item type="array"><item type="number">2</item><item>x</item></item><item nil="true"/></response>\n',
    );
    expect(toXmlDocument('just text')).toBe(`${DECLARATION}<response>just text</response>\n`);
    expect(toXmlDocument(null)).toBe(`${DECLARATION}<response nil="true"/>\n`);
  });

  it.each([
    ['messages', 'message'],
    ['replies', 'reply'],
    ['references', 'reference'],
    ['previous_companies', 'previous_company'],
    ['email_addresses', 'email_address'],
    ['followed_user_ids', 'followed_user_id'],
    ['network_domains', 'network_domain'],
    ['status', 'item'],
    ['class', 'item'],
    ['data', 'item'],
    ['response', 'item'],
    ['keys', 'key'],
    ['1s', 'item'],
    ['xmls', 'item'],
    ['a b things', 'item'],
  ])('the items of %s are <%s>', (name, singular) => {
    expect(singularOf(name)).toBe(singular);
  });

  it('keys that are not safe XML names become <entry key="…">, and read back', () => {
    const value = {
      '': 1,
      '1st': 'a',
      'two words': 'b',
      'x:y': 'c',
      xmlns: 'd',
      '<tag>': 'e',
      'quote"&\'': 'f',
      'line\nbreak\ttab': 'g',
      entry: 'h',
      'ok_name-1.2': 'i',
      café: 'j',
      'odd keys': ['k'],
    };
    const xml = toXmlDocument(value);
    expect(xml).toContain('<entry key="" type="number">1</entry>');
    expect(xml).toContain('<entry key="two words">b</entry>');
    expect(xml).toContain('<entry key="line&#10;break&#9;tab">g</entry>');
    expect(xml).toContain('<entry>h</entry>');
    expect(xml).toContain('<ok_name-1.2>i</ok_name-1.2>');
    expect(xml).toContain('<entry key="odd keys" type="array"><item>k</item></entry>');
    expect(readXmlValue(xml)).toEqual(value);
  });

  it('numbers keep their JSON text: big ids, negatives, fractions, exponents', () => {
    const value = { id: 2_251_799_813_685_248, n: -3, f: 0.1, big: 1e300, tiny: 5e-324 };
    expect(readXmlValue(toXmlDocument(value))).toEqual(value);
  });
});

describe('hostile text stays well-formed', () => {
  const HOSTILE = [
    ']]>',
    '<![CDATA[x]]>',
    '<script>alert(1)</script>',
    'Tom & Jerry &amp; &#0; &lt;',
    '"quotes" and \'apostrophes\'',
    'tab\there, CR\r, CRLF\r\n, LF\n',
    'nul\u0000 bell\u0007 escape\u001b vt\u000b ff\u000c del\u007f c1\u0085\u009f',
    'emoji 😀👩🏽‍💻 flags 🇩🇰',
    'lone high \uD800 lone low \uDFFF reversed \uDC00\uD800 end\uD83D',
    'nonchars \uFFFE\uFFFF kept \uFFFD \uFDD0',
    'bidi \u202E and zero width \u200B',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e "boom">]>&e;',
  ];

  it.each(HOSTILE.map((text) => [JSON.stringify(text), text]))('%s as text and as a key', (_, text) => {
    const value = { body: text, [text]: text, list: [text] };
    const xml = toXmlDocument(value);
    expect(() => parseXml(xml)).not.toThrow();
    expect(readXmlValue(xml)).toEqual(withoutNonXmlChars(value));
  });

  it('drops exactly the characters XML 1.0 cannot carry', () => {
    const xml = toXmlDocument({ body: 'a\u0000b\u0001c\u0008d\u000be\u001ff\uD800g\uDFFFh\uFFFEi\uFFFFj' });
    expect(xml).toContain('<body>abcdefghij</body>');
    expect(toXmlDocument({ body: 'a\tb\nc\rd\u007fe😀' })).toContain('<body>a\tb\nc&#13;d\u007fe😀</body>');
  });

  it('2,000 random strings of any UTF-16 code units: always well-formed, always the same data', () => {
    const rng = createPrng(29);
    // Code units weighted towards the troublesome ranges: controls, markup, surrogates, noncharacters.
    const ranges: [number, number][] = [
      [0x00, 0x20],
      [0x21, 0x7f],
      [0x3c, 0x3e],
      [0x26, 0x26],
      [0x5d, 0x5d],
      [0xd800, 0xdfff],
      [0xfffe, 0xffff],
      [0x80, 0xd7ff],
    ];
    for (let i = 0; i < 2_000; i += 1) {
      const units = Array.from({ length: rng.int(0, 24) }, () => {
        const [low, high] = rng.pick(ranges);
        return rng.int(low, high);
      });
      const text = String.fromCharCode(...units);
      const value = { [text]: text, items: [text, { text }] };
      const xml = toXmlDocument(value);
      expect(readXmlValue(xml), JSON.stringify(text)).toEqual(withoutNonXmlChars(value));
    }
  });
});

describe('the reader refuses what the mapping never writes (so the comparisons can fail)', () => {
  it.each([
    ['no declaration', '<response>x</response>'],
    ['a bare ]]>', `${DECLARATION}<response>]]></response>`],
    ['a control character', `${DECLARATION}<response>\u0001</response>`],
    ['a lone surrogate', `${DECLARATION}<response>\uD800</response>`],
    ['two roots', `${DECLARATION}<response/><response/>`],
    ['another root', `${DECLARATION}<answer/>`],
    ['an item misnamed', `${DECLARATION}<response><messages type="array"><item/></messages></response>`],
    ['a number that is not', `${DECLARATION}<response type="number">twelve</response>`],
    ['an unknown attribute', `${DECLARATION}<response kind="x"/>`],
  ])('%s', (_, xml) => {
    expect(() => readXmlValue(xml)).toThrow();
  });
});

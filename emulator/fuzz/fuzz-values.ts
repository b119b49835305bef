/** The hostile values, methods and headers the fuzz cases (fuzz-cases.ts) are made from. */

export const HUGE = 'x'.repeat(100_000);

/** Hostile text values, sent URL-encoded (or as given when the second element is true). */
export const BAD_VALUES: [string, boolean][] = [
  ['abc', false],
  ['-1', false],
  ['0', false],
  ['1.5', false],
  ['1e308', false],
  ['99999999999999999999999', false],
  ['9007199254740993', false],
  ['', false],
  [' ', false],
  ['null', false],
  ['true', false],
  ['%', true],
  ['%FF%FE%C3%28', true],
  ['%ED%A0%80', true],
  ['%00', true],
  ['\u0000\u001b\u007f', false],
  ['x'.repeat(5_000), false],
  ['<script>alert(1)</script>', false],
  ["' OR 1=1 --", false],
  ['{"a":1}', false],
  ['[[[[[[[[[[]]]]]]]]]]', false],
  ['a,b,,c', false],
  ['user:99999999999,group:-1,topic:abc', false],
  ['\uFFFF\u202E\u200B', false],
  ['javascript:alert(1)', false],
  // URLs only to closed local ports: the fuzz never reaches another machine (og_fetch, redirects).
  ['http://127.0.0.1:9/page', false],
  ['http://[::1]:9/', false],
  ['ftp://127.0.0.1:9/x', false],
  ['MESSAGETHREAD,NOPE', false],
  ['authorization_code', false],
  ['refresh_token', false],
  ['S256', false],
  ['DELETE', false],
];

export const JSON_VALUES: unknown[] = [
  [1, 2],
  { a: { b: 1 } },
  null,
  true,
  -1,
  1e308,
  [],
  [['x']],
  '',
  'x'.repeat(3_000),
];

export const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'FOO', 'PROPFIND'];

export const ODD_HEADERS: [string, string][][] = [
  [['X-Huge', 'y'.repeat(20_000)]],
  [['Content-Type', 'application/json; charset=nope']],
  [['Content-Type', 'multipart/form-data']],
  [['Content-Type', 'multipart/form-data; boundary=']],
  [['Accept', '*/*;q=abc']],
  [['Accept', 'text/html']],
  [['Authorization', 'Bearer']],
  [['Authorization', 'Basic !!!']],
  [['Authorization', `Basic ${Buffer.from('commons-demo:%E0%A4%A').toString('base64')}`]],
  [['Authorization', 'Bearer a.b.c']],
  [['Authorization', `Bearer ${'eyJ'.repeat(3000)}.e30.x`]],
  [['X-HTTP-Method-Override', 'DELETE']],
  [['X-HTTP-Method-Override', 'TRACE']],
  [['Origin', 'null']],
  [['Origin', 'http://evil.example']],
  [['Cookie', 'commons_emulator_session=; commons_emulator_sign_in=%ZZ']],
  [['Cookie', `commons_emulator_session=${'a'.repeat(4000)}`]],
  [['Range', 'bytes=99999999999-']],
  [['If-None-Match', '"\u0001"']],
  [['Transfer-Encoding', 'gzip']],
  [['Content-Encoding', 'gzip']],
  [['Expect', '100-continue']],
];

/** Requests Node's parser itself must refuse: each must still get a JSON answer. */
export const MALFORMED_HEADS: [string, [string, string][]][] = [
  ['bad header name', [['Bad Header', 'x']]],
  ['bad content-length', [['Content-Length', 'abc']]],
  [
    'two content-lengths',
    [
      ['Content-Length', '1'],
      ['Content-Length', '2'],
    ],
  ],
  [
    'length and chunked',
    [
      ['Content-Length', '3'],
      ['Transfer-Encoding', 'chunked'],
    ],
  ],
  ['control character in a value', [['X-Ctl', 'a\u0001b']]],
  ['bad host', [['Host', 'exa mple']]],
];

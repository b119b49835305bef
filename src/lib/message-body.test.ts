import { describe, expect, it } from 'vitest';
import type { Reference } from '../../contract/references';
import { resolveParsedBody } from './message-body';
import { indexReferences } from './references';

const refs = indexReferences([
  { type: 'user', id: 4022984, name: 'mikeal', full_name: 'Mikeal Rogers' },
  { type: 'tag', id: 722728, name: 'unicorns' },
  { type: 'group', id: 124742, name: 'examplegroup', full_name: 'Example group' },
] as Reference[]);

describe('resolveParsedBody', () => {
  it('resolves user, tag and group tokens from references, as data', () => {
    expect(resolveParsedBody('Hi [[user:4022984]], see [[tag:722728]] in [[group:124742]]!', refs)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'user', id: 4022984, text: '@Mikeal Rogers' },
      { kind: 'text', text: ', see ' },
      { kind: 'topic', id: 722728, text: '#unicorns' },
      { kind: 'text', text: ' in ' },
      { kind: 'group', id: 124742, text: 'Example group' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('turns tokens with missing references into the words body.plain has in their place', () => {
    const segments = resolveParsedBody(
      'Ask [[user:1]] about [[tag:2]] in [[group:3]]',
      refs,
      'Ask @ann.lee about #launch in Design',
    );
    expect(segments).toEqual([{ kind: 'text', text: 'Ask @ann.lee about #launch in Design' }]);
  });

  it('mixes resolved and unresolved tokens', () => {
    const segments = resolveParsedBody('[[user:4022984]] met [[user:9]].', refs, '@mikeal met @zoe.');
    expect(segments).toEqual([
      { kind: 'user', id: 4022984, text: '@Mikeal Rogers' },
      { kind: 'text', text: ' met @zoe.' },
    ]);
  });

  it('falls back to the token id when body.plain is missing or does not line up', () => {
    expect(
      resolveParsedBody('[[user:1]] and [[tag:2]]', refs)
        .map((s) => s.text)
        .join(''),
    ).toBe('user:1 and tag:2');
    expect(
      resolveParsedBody('Hi [[user:1]] there', refs, 'Something else entirely')
        .map((s) => s.text)
        .join(''),
    ).toBe('Hi user:1 there');
    // Two tokens side by side cannot be split from the plain text.
    expect(
      resolveParsedBody('[[user:1]][[user:2]]', refs, '@a@b')
        .map((s) => s.text)
        .join(''),
    ).toBe('user:1user:2');
  });

  it('leaves text with no tokens (and HTML-looking text) as one text segment', () => {
    expect(resolveParsedBody('<b>not html</b> [[nope:1]]', refs)).toEqual([
      { kind: 'text', text: '<b>not html</b> [[nope:1]]' },
    ]);
  });
});

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

  it('keeps missing references readable instead of showing raw tokens', () => {
    const segments = resolveParsedBody('[[user:1]] and [[tag:2]]', refs);
    expect(segments.map((s) => s.text).join('')).toBe('@someone and #topic');
  });

  it('leaves text with no tokens (and HTML-looking text) as one text segment', () => {
    expect(resolveParsedBody('<b>not html</b> [[nope:1]]', refs)).toEqual([
      { kind: 'text', text: '<b>not html</b> [[nope:1]]' },
    ]);
  });
});

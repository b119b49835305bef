import { describe, expect, it } from 'vitest';
import {
  acceptedHeight,
  embedFrameUrl,
  MAX_FRAME_HEIGHT,
  MIN_FRAME_HEIGHT,
  readEmbedAttributes,
  readEmbedFrameUrl,
  resizeMessage,
} from './embed-protocol';

function attributes(values: Record<string, string>) {
  return (name: string) => values[name] ?? null;
}

describe('embed protocol', () => {
  it('reads an element, carries it in the frame address and reads it back the same', () => {
    const options = readEmbedAttributes(
      attributes({
        'commons-feed': 'group',
        'feed-id': ' 123 ',
        header: 'false',
        'prompt-text': 'Say hello to the team',
        theme: 'DARK',
        'hide-network-name': '',
        network: 'partners',
      }),
      'f1',
    );
    expect(options).toMatchObject({
      feed: 'group',
      feedId: '123',
      header: false,
      footer: true,
      theme: 'dark',
      hideNetworkName: true,
    });
    if (!options) throw new Error('the element names a group feed');
    const url = embedFrameUrl('https://commons.example', options);
    expect(url.startsWith('https://commons.example/embed/?')).toBe(true);
    expect(readEmbedFrameUrl(new URL(url).search)).toEqual(options);
  });

  it('refuses an unknown feed type and defaults the open-graph subject to the page', () => {
    expect(readEmbedAttributes(attributes({ 'commons-feed': 'everything' }), 'f')).toBeNull();
    expect(readEmbedFrameUrl('?feed=nope')).toBeNull();
    const og = readEmbedAttributes(attributes({ 'commons-feed': 'open-graph' }), 'f', 'https://intranet/a');
    expect(og?.ogUrl).toBe('https://intranet/a');
    const named = readEmbedAttributes(
      attributes({ 'commons-feed': 'open-graph', 'og-url': 'https://intranet/b' }),
      'f',
      'https://intranet/a',
    );
    expect(named?.ogUrl).toBe('https://intranet/b');
  });

  it('accepts only a known message for its own frame with a finite height, clamped', () => {
    expect(acceptedHeight(resizeMessage('f1', 480.2), 'f1')).toBe(481);
    expect(acceptedHeight(resizeMessage('f2', 480), 'f1')).toBeNull();
    expect(acceptedHeight({ type: 'other', id: 'f1', height: 480 }, 'f1')).toBeNull();
    expect(acceptedHeight({ type: 'commons:resize', id: 'f1', height: '480' }, 'f1')).toBeNull();
    expect(acceptedHeight({ type: 'commons:resize', id: 'f1', height: Infinity }, 'f1')).toBeNull();
    expect(acceptedHeight({ type: 'commons:resize', id: 'f1', height: NaN }, 'f1')).toBeNull();
    expect(acceptedHeight('commons:resize', 'f1')).toBeNull();
    expect(acceptedHeight(resizeMessage('f1', 5), 'f1')).toBe(MIN_FRAME_HEIGHT);
    expect(acceptedHeight(resizeMessage('f1', 1e9), 'f1')).toBe(MAX_FRAME_HEIGHT);
  });
});

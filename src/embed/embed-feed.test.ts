import { describe, expect, it } from 'vitest';
import { readEmbedFrameUrl, type EmbedOptions } from '../lib/embed-protocol';
import { appPathOf, feedSourceOf, postTargetOf } from './embed-feed';

function options(search: string): EmbedOptions {
  const read = readEmbedFrameUrl(search);
  if (!read) throw new Error(`no options in ${search}`);
  return read;
}

describe('what an embed reads and where it posts', () => {
  it('maps each feed type to its feed', () => {
    expect(feedSourceOf(options('?feed=group&id=12'))).toEqual({ feed: 'in_group', id: 12 });
    expect(feedSourceOf(options('?feed=topic&id=5'))).toEqual({ feed: 'about_topic', id: 5 });
    expect(feedSourceOf(options('?feed=user&id=7'))).toEqual({ feed: 'from_user', id: 7 });
    expect(feedSourceOf(options('?feed=my-feed'))).toEqual({ feed: 'my_feed' });
    expect(feedSourceOf(options('?feed=all'))).toEqual({ feed: 'all' });
    expect(feedSourceOf(options('?feed=group&id=abc'))).toBeNull();
    expect(feedSourceOf(options('?feed=open-graph&og_url=https://i/a'))).toBeNull();
    expect(feedSourceOf(options('?feed=open-graph&og_url=https://i/a'), 9)).toEqual({
      feed: 'open_graph_objects',
      id: 9,
    });
  });

  it('posts to the group, the default group, the topic or the page', () => {
    expect(postTargetOf(options('?feed=group&id=12'), undefined)).toEqual({ group_id: 12 });
    expect(postTargetOf(options('?feed=my-feed&group=4'), undefined)).toEqual({ group_id: 4 });
    expect(postTargetOf(options('?feed=all'), undefined)).toEqual({});
    expect(postTargetOf(options('?feed=topic&id=5'), 'launch')).toEqual({ topics: ['launch'] });
    expect(postTargetOf(options('?feed=user&id=7'), undefined)).toBeNull();
    expect(
      postTargetOf(
        options('?feed=open-graph&og_url=https://i/a&og_title=A&og_image=https://i/a.png'),
        undefined,
      ),
    ).toEqual({ og_url: 'https://i/a', og_title: 'A', og_image: 'https://i/a.png', og_fetch: false });
  });

  it('opens the same feed in the full app', () => {
    expect(appPathOf(options('?feed=group&id=12'))).toBe('/groups/12');
    expect(appPathOf(options('?feed=topic&id=5'))).toBe('/topics/5');
    expect(appPathOf(options('?feed=my-feed'))).toBe('/my-feed');
    expect(appPathOf(options('?feed=open-graph&og_url=https://i/a'))).toBe('/');
  });
});

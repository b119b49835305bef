import { describe, expect, it } from 'vitest';
import { WireShapeError } from './guards';
import {
  normalizeOpenGraphUrl,
  OPEN_GRAPH_URL_MAX_LENGTH,
  readOpenGraphLookup,
  readOpenGraphObject,
} from './open-graph';

describe('normalizeOpenGraphUrl', () => {
  it('gives every spelling of one page the same form', () => {
    const page = 'https://intranet.example.com/news/launch?tab=1';
    for (const spelling of [
      page,
      ' HTTPS://Intranet.Example.COM/news/launch?tab=1 ',
      'https://intranet.example.com:443/news/launch?tab=1#comments',
    ]) {
      expect(normalizeOpenGraphUrl(spelling)).toBe(page);
    }
    expect(normalizeOpenGraphUrl('http://intranet.example.com')).toBe('http://intranet.example.com/');
    expect(normalizeOpenGraphUrl('http://intranet.example.com:8080/a')).toBe(
      'http://intranet.example.com:8080/a',
    );
  });

  it('keeps apart what may be different pages: path case, queries, trailing slashes', () => {
    const forms = [
      'https://a.example/News',
      'https://a.example/news',
      'https://a.example/news/',
      'https://a.example/news?x=1',
    ];
    expect(new Set(forms.map(normalizeOpenGraphUrl)).size).toBe(forms.length);
  });

  it('refuses relative, non-http(s), credential-bearing, empty and over-long addresses', () => {
    for (const bad of [
      '',
      '/news',
      'intranet.example.com/news',
      'javascript:alert(1)',
      'ftp://intranet.example.com/a',
      'https://user:pw@intranet.example.com/',
      `https://intranet.example.com/${'a'.repeat(OPEN_GRAPH_URL_MAX_LENGTH)}`,
    ]) {
      expect(normalizeOpenGraphUrl(bad), bad).toBeUndefined();
    }
  });
});

describe('the Open Graph readers', () => {
  it('read an object leniently: id and url required, the rest null when missing or mistyped', () => {
    const object = readOpenGraphObject({ id: 7, url: 'https://a.example/', title: 3, extra: 'kept' });
    expect(object).toMatchObject({
      type: 'open_graph_object',
      id: 7,
      url: 'https://a.example/',
      title: null,
      image: null,
    });
    expect((object as unknown as { extra: string }).extra).toBe('kept');
    // The ymodule attachment's names are understood too.
    expect(
      readOpenGraphObject({
        id: 8,
        web_url: 'https://b.example/',
        name: 'B',
        thumbnail_url: 'https://b.example/i.png',
      }),
    ).toMatchObject({ url: 'https://b.example/', title: 'B', image: 'https://b.example/i.png' });
  });

  it('name the first wrong path', () => {
    expect(() => readOpenGraphObject(null)).toThrow(WireShapeError);
    expect(() => readOpenGraphObject({ id: '7', url: 'x' })).toThrow(/open_graph_object\.id/);
    expect(() => readOpenGraphObject({ id: 7 })).toThrow(/open_graph_object\.url/);
    expect(() => readOpenGraphLookup({ id: 7, url: 'x', ogos: [{ id: 8 }] })).toThrow(/ogos\[0\]\.url/);
  });

  it('default ogos to the object itself', () => {
    const lookup = readOpenGraphLookup({ id: 7, url: 'https://a.example/' });
    expect(lookup.ogos.map((o) => o.id)).toEqual([7]);
  });
});

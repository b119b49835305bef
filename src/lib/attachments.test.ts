import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../contract/messages';
import { viewAttachments } from './attachments';

const base = { web_url: null } as const;

describe('viewAttachments', () => {
  it("keeps an image's own size when the service sends both sides", () => {
    const image = (extra: object) =>
      viewAttachments([
        { ...base, id: 1, type: 'image', name: 'a.png', thumbnail_url: 'https://f.test/t', ...extra },
      ] as Attachment[]).images[0];
    expect(image({ width: 800, height: 600 })).toMatchObject({ width: 800, height: 600 });
    expect(image({ width: 800, height: null })).toMatchObject({ width: undefined, height: undefined });
    expect(image({})).toMatchObject({ width: undefined, height: undefined, preview: 'https://f.test/t' });
  });

  it('sorts images, files and Open Graph objects, keeping only http(s) URLs', () => {
    const views = viewAttachments([
      {
        ...base,
        id: 1,
        type: 'image',
        name: 'cat.png',
        image: { url: 'https://f.test/cat.png', thumbnail_url: 'https://f.test/cat-t.png', size: 10 },
      },
      {
        ...base,
        id: 2,
        type: 'image',
        name: 'dog.png',
        thumbnail_url: 'javascript:alert(1)',
        preview_url: 'https://f.test/dog',
      },
      {
        ...base,
        id: 3,
        type: 'file',
        name: 'plan.pdf',
        size: 2_400_000,
        download_url: 'https://f.test/plan?download=true',
      },
      { ...base, id: 4, type: 'image', name: 'broken.png', size: 5 },
      {
        id: 5,
        type: 'ymodule',
        name: 'Example',
        web_url: 'https://example.com/page',
        description: 'A page',
        host_url: null,
        thumbnail_url: 'https://example.com/t.png',
      },
      { ...base, id: 6, type: 'ymodule', name: 'Bad', web_url: 'javascript:x' },
    ] as Attachment[]);
    expect(views.images.map((i) => [i.name, i.thumbnail, i.full])).toEqual([
      ['cat.png', 'https://f.test/cat-t.png', 'https://f.test/cat.png'],
      ['dog.png', 'https://f.test/dog', 'https://f.test/dog'],
    ]);
    expect(views.files.map((f) => [f.name, f.size, f.href])).toEqual([
      ['plan.pdf', 2_400_000, 'https://f.test/plan?download=true'],
      ['broken.png', 5, undefined],
    ]);
    expect(views.links).toEqual([
      {
        id: 5,
        title: 'Example',
        description: 'A page',
        host: 'example.com',
        href: 'https://example.com/page',
        thumbnail: 'https://example.com/t.png',
      },
      { id: 6, title: 'Bad', description: undefined, host: undefined, href: undefined, thumbnail: undefined },
    ]);
  });
});

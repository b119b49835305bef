// @vitest-environment jsdom
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEmbedLoader } from './embed-loader-build';

/** The budget for what an intranet page downloads to embed a feed. */
const BUDGET_GZIP_BYTES = 3 * 1024;

let code = '';
beforeAll(async () => {
  code = await buildEmbedLoader();
}, 60_000);

describe('the built embed loader (dist/embed.js)', () => {
  it('is one classic script within its 3 KB gzip budget', () => {
    expect(code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);?\s*$/);
    expect(code).not.toMatch(/\bimport\s*[({*]|\bexport\s|import\.meta/);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('embeds a page’s element without leaving anything in the page’s globals', () => {
    document.head.innerHTML = '<script src="https://commons.example/embed.js" async></script>';
    document.body.innerHTML = '<div data-commons-feed="group" data-feed-id="123"></div>';
    const before = new Set(Object.getOwnPropertyNames(window));
    (window as unknown as { eval: (script: string) => void }).eval(code);
    // window[0] is the frame the loader made (every frame is an indexed property of its parent): not a global.
    const leaked = Object.getOwnPropertyNames(window).filter((name) => !before.has(name) && name !== '0');
    expect(leaked).toEqual([]);
    expect(document.querySelector('iframe')?.src).toMatch(
      /^https:\/\/commons\.example\/embed\/\?feed=group&frame=[0-9a-f]{16}&id=123$/,
    );
  });
});

import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PLAIN_PAGE = '/__bench/plain.html';
export const PLAIN_MARK = 'plain:feed-paint';

/**
 * A copy of a build (dist/ unless named) to serve for the bench, so that nothing of the bench ever lands in
 * the build: the build plus its config.json (pointing at the bench emulator) and the baseline page. The
 * baseline is the least a page on the same origin can do to show the feed under the same CSP: its HTML loads
 * one external module (inline script is not allowed), which fetches the same feed request the app made,
 * writes it into the page and marks the frame that paints it, exactly as the app marks its own first feed
 * paint.
 */
export function makeBenchSite(config: Record<string, unknown>, build = 'dist'): string {
  const dir = mkdtempSync(join(tmpdir(), 'commons-bench-site-'));
  cpSync(build, dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  mkdirSync(join(dir, '__bench'));
  writeFileSync(
    join(dir, PLAIN_PAGE),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>plain</title>' +
      '<script type="module" src="/__bench/plain.js"></script></head><body><ul id="out"></ul></body></html>',
  );
  return dir;
}

/** The baseline's script, once the app's feed request is known. */
export function writePlainScript(dir: string, feedUrl: string, token: string): void {
  const script = `
const response = await fetch(${JSON.stringify(feedUrl)}, {
  headers: { Authorization: ${JSON.stringify(`Bearer ${token}`)}, Accept: 'application/json' },
});
const feed = await response.json();
const list = document.getElementById('out');
for (const message of feed.messages) {
  const item = document.createElement('li');
  item.textContent = message.body.plain;
  list.append(item);
}
const channel = new MessageChannel();
channel.port1.onmessage = () => performance.mark(${JSON.stringify(PLAIN_MARK)});
requestAnimationFrame(() => channel.port2.postMessage(null));
`;
  writeFileSync(join(dir, '__bench', 'plain.js'), script);
}

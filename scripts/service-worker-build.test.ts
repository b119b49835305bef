import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceWorker } from './service-worker-build';

const dir = mkdtempSync(join(tmpdir(), 'commons-sw-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A build folder as Vite leaves it, then the plugin's step. */
async function buildWorker(): Promise<string> {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'embed'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'start-AbCd1234.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'index-EfGh5678.css'), 'body{}');
  writeFileSync(join(dir, 'embed', 'index.html'), '<!doctype html>');
  writeFileSync(join(dir, 'config.json'), '{}');
  const plugin = serviceWorker();
  const logger = { info: () => undefined, warn: () => undefined };
  const config = { root: dir, build: { outDir: '.' }, logger } as unknown as ResolvedConfig;
  (plugin.configResolved as (c: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
  return readFileSync(join(dir, 'sw.js'), 'utf8');
}

describe('the service worker of the build', () => {
  it('precaches the pages and hashed assets by glob, config.json network-first, never the API', async () => {
    const sw = await buildWorker();
    expect(sw).toContain('url:"index.html"');
    expect(sw).toContain('url:"embed/index.html"');
    // Hashed names are their own revision.
    expect(sw).toContain('url:"assets/start-AbCd1234.js",revision:null');
    expect(sw).toContain('url:"assets/index-EfGh5678.css",revision:null');
    expect(sw).not.toContain('url:"config.json"');
    expect(sw).not.toContain('url:"sw.js"');
    expect(sw).toContain('"/config.json"===');
    expect(sw).toContain('commons-config');
    // The embed frame's navigations go to the network; every other address gets index.html.
    expect(sw).toContain('"/index.html"');
    expect(sw).toContain('denylist:[/^\\/embed(\\/|$)/]');
    // Waits for the reader's Reload: no skipWaiting of its own, only on the page's message.
    expect(sw).toContain('"SKIP_WAITING"===');
    expect(sw).not.toMatch(/self\.skipWaiting\(\),/);
    // No route for other origins (the service's API): its answers are never cached by the worker.
    expect(sw).not.toMatch(/\/api\/v1/);
  }, 60_000);
});

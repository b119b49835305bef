import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { embedAncestors, isEmbedRoute, securityHeaders } from './security-headers';

const site = mkdtempSync(join(tmpdir(), 'commons-headers-'));
mkdirSync(join(site, 'embed'));
writeFileSync(join(site, 'index.html'), 'app');
writeFileSync(join(site, 'embed.js'), 'loader');
writeFileSync(join(site, 'embed', 'index.html'), 'frame');
afterAll(() => {
  rmSync(site, { recursive: true, force: true });
});

describe('framing headers', () => {
  it('let only the listed origins frame the embed, with no X-Frame-Options there', () => {
    const headers = securityHeaders(true, ['https://intranet.example', 'http://127.0.0.1:5174']);
    expect(headers['Content-Security-Policy']).toMatch(
      /; frame-ancestors https:\/\/intranet\.example http:\/\/127\.0\.0\.1:5174$/,
    );
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(securityHeaders(true, [])['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
  });

  it('refuse any framing of every other page', () => {
    const headers = securityHeaders(false, ['https://intranet.example']);
    expect(headers['Content-Security-Policy']).toMatch(/; frame-ancestors 'none'$/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('take only exact origins from config.json, whatever else it holds', () => {
    expect(
      embedAncestors({
        embed: {
          allowedOrigins: [
            'https://intranet.example/',
            'http://127.0.0.1:5174',
            "https://a.example; script-src 'unsafe-inline'",
            'https://b.example/page',
            '*',
            'ftp://c.example',
            42,
          ],
        },
      }),
    ).toEqual(['https://intranet.example', 'http://127.0.0.1:5174']);
    expect(embedAncestors(null)).toEqual([]);
    expect(embedAncestors({ embed: { allowedOrigins: 'https://intranet.example' } })).toEqual([]);
  });

  it('treat as the embed only what the embed folder answers', () => {
    expect(isEmbedRoute(site, '/embed/')).toBe(true);
    expect(isEmbedRoute(site, '/embed')).toBe(true);
    expect(isEmbedRoute(site, '/embed/index.html')).toBe(true);
    // The app's fallback page under /embed/, the loader script and the app itself are not the embed.
    expect(isEmbedRoute(site, '/embed/groups/1')).toBe(false);
    expect(isEmbedRoute(site, '/embed/../index.html')).toBe(false);
    expect(isEmbedRoute(site, '/embed.js')).toBe(false);
    expect(isEmbedRoute(site, '/')).toBe(false);
    expect(isEmbedRoute(site, '/groups/1')).toBe(false);
  });
});

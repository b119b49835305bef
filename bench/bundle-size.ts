import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  firstPageJsGzip: number;
  firstPageCssGzip: number;
  allJsGzip: number;
  firstPageFiles: string[];
}

const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * What the first page downloads: the entry script, every chunk it modulepreloads and every stylesheet linked
 * from the built index.html. Lazily imported chunks are not counted (they are in allJsGzip).
 */
export function measureBundle(distDir: string, allAssets: string[]): BundleSize {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');
  const unique = [...new Set(refs)];
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(join(distDir, f)), 0);
  return {
    firstPageJsGzip: sum(unique.filter((f) => f.endsWith('.js'))),
    firstPageCssGzip: sum(unique.filter((f) => f.endsWith('.css'))),
    allJsGzip: sum(allAssets.filter((f) => f.endsWith('.js'))),
    firstPageFiles: unique,
  };
}

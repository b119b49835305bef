import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface BundleSize {
  firstPageJsGzip: number;
  firstPageCssGzip: number;
  allJsGzip: number;
  firstPageFiles: string[];
}

/**
 * The budgets of docs/performance.md, "Budgets": the scripts of the first feed paint (the early paint's), and
 * everything until the app's own feed list has replaced it.
 */
export const FIRST_PAGE_JS_MAX_KB = 30;
export const INTERACTIVE_JS_MAX_KB = 160;

/**
 * Issue 28 (nine languages): the two figures just before it, and by how much the languages may grow each.
 * The budgets above stay as they were: a figure can meet this one and still miss its own.
 */
export const BEFORE_LANGUAGES_KB = { firstPage: 28.9, interactive: 161.7 } as const;
export const LANGUAGES_GROWTH_MAX_KB = { firstPage: 5, interactive: 8 } as const;

const gzipBytes = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** The embed loader an intranet page includes (`dist/embed.js`, scripts/embed-loader-build.ts), gzipped at level 9. */
export function embedLoaderGzip(distDir: string): number {
  return gzipBytes(join(distDir, 'embed.js'));
}

/**
 * What the first page really downloads before its first feed paint (the scripts and stylesheets a cold
 * browser load asked for, lazy chunks included when the first screen needs them), gzipped at level 9 as a
 * static host would serve them. Chunks loaded only later are in allJsGzip.
 */
export function measureBundle(distDir: string, allAssets: string[], firstPageAssets: string[]): BundleSize {
  const unique = [...new Set(firstPageAssets.map((path) => path.replace(/^\//, '')))];
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipBytes(join(distDir, f)), 0);
  return {
    firstPageJsGzip: sum(unique.filter((f) => f.endsWith('.js'))),
    firstPageCssGzip: sum(unique.filter((f) => f.endsWith('.css'))),
    allJsGzip: sum(allAssets.filter((f) => f.endsWith('.js'))),
    firstPageFiles: unique,
  };
}

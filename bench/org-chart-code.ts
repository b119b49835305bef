import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The org chart's chunk (its lazy route's own), and what a reader's browser fetches on the way to the
 * chart: that chunk and the chunks it imports (statically, so at once) that the first page had not loaded.
 * `firstPage` lists the assets the first page fetched until it was interactive.
 */
export function orgChartCode(
  distDir: string,
  firstPage: readonly string[],
): { chunk: number; added: number } {
  const assets = join(distDir, 'assets');
  const chunk = readdirSync(assets).find((f) => /^org-chart-page-.*\.js$/.test(f));
  if (!chunk) throw new Error('no org chart chunk in the build');
  const loaded = new Set(firstPage.map((path) => path.split('/').pop()));
  const closure = new Set<string>();
  const visit = (file: string) => {
    if (closure.has(file)) return;
    closure.add(file);
    const code = readFileSync(join(assets, file), 'utf8');
    for (const [, imported] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
      if (imported) visit(imported);
  };
  visit(chunk);
  const added = [...closure].filter((file) => !loaded.has(file));
  return {
    chunk: gzipped(join(assets, chunk)),
    added: added.reduce((sum, file) => sum + gzipped(join(assets, file)), 0),
  };
}

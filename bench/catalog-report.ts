import { measureBundle } from './bundle-size';
import { CATALOG_PARTS, CATALOG_REQUEST_MAX_KB, catalogFiles, type CatalogPart } from './catalog-size';
import type { AppLoad } from './first-feed-paint';
import type { Report } from './report';

const requested = (assets: readonly string[], file: string | undefined) =>
  file !== undefined && assets.some((asset) => asset.replace(/^\//, '') === file);

/**
 * Issue 28's figures: every catalog's request (gzip KB, at most 20 each), and a cold load in Arabic beside
 * the English one: its first-page JS and JS until interactive, and which catalogs it asked for when. The
 * early catalog must come before the first feed paint (requested beside the feed), the UI's before the app
 * is interactive (beside the UI's code) and never before the first paint, and the later one (the lazy
 * code's) not before the app is interactive.
 */
export function reportCatalogs(report: Report, distDir: string, allAssets: string[], arabic: AppLoad): void {
  const files = catalogFiles(distDir);
  const byLocale = new Map<string, Record<CatalogPart, number>>();
  for (const { locale, part, gzipKb } of files) {
    const row = byLocale.get(locale) ?? { early: 0, ui: 0, later: 0 };
    row[part] = gzipKb;
    byLocale.set(locale, row);
  }
  report.table(
    'catalog requests (gzip KB; English early is inside the first chunk: 0)',
    [...CATALOG_PARTS],
    [...byLocale].map(([locale, row]) => [locale, ...CATALOG_PARTS.map((part) => row[part])]),
  );
  report.line('largest catalog request (gzip)', Math.max(...files.map((f) => f.gzipKb)), 'KB', {
    max: CATALOG_REQUEST_MAX_KB,
  });
  const first = measureBundle(distDir, allAssets, arabic.assets);
  const interactive = measureBundle(distDir, allAssets, arabic.interactiveAssets);
  report.line('first-page JS in Arabic, catalog included (gzip)', first.firstPageJsGzip / 1024, 'KB');
  report.line('JS until interactive in Arabic (gzip)', interactive.firstPageJsGzip / 1024, 'KB');
  const arabicFile = (part: CatalogPart) => files.find((f) => f.locale === 'ar' && f.part === part)?.file;
  // 1 when the catalog was asked for by then, 0 otherwise: the budget lines fail the bench on a wrong order.
  const order: [string, readonly string[], CatalogPart, { min: number } | { max: number }][] = [
    ['Arabic early catalog before the first feed paint', arabic.assets, 'early', { min: 1 }],
    ['Arabic UI catalog before the first feed paint', arabic.assets, 'ui', { max: 0 }],
    ['Arabic UI catalog before the app is interactive', arabic.interactiveAssets, 'ui', { min: 1 }],
    ['Arabic later catalog before the app is interactive', arabic.interactiveAssets, 'later', { max: 0 }],
  ];
  for (const [label, assets, part, budget] of order) {
    report.line(label, Number(requested(assets, arabicFile(part))), '', budget);
  }
}

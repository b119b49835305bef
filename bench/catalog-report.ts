import { measureBundle } from './bundle-size';
import { CATALOG_REQUEST_MAX_KB, catalogFiles } from './catalog-size';
import type { AppLoad } from './first-feed-paint';
import type { Report } from './report';

const requested = (assets: readonly string[], file: string | undefined) =>
  file !== undefined && assets.some((asset) => asset.replace(/^\//, '') === file);

/**
 * Issue 28's figures: every catalog's request (gzip KB, at most 20 each), and a cold load in Arabic beside
 * the English one: its first-page JS and JS until interactive, and which catalogs it asked for when. The
 * early catalog must come before the first feed paint (requested beside the feed), the full one before the
 * app is interactive (beside the UI's code), and never the full one before the first paint.
 */
export function reportCatalogs(report: Report, distDir: string, allAssets: string[], arabic: AppLoad): void {
  const files = catalogFiles(distDir);
  const byLocale = new Map<string, { early: number; messages: number }>();
  for (const { locale, part, gzipKb } of files) {
    const row = byLocale.get(locale) ?? { early: 0, messages: 0 };
    row[part] = gzipKb;
    byLocale.set(locale, row);
  }
  report.table(
    'catalog requests (gzip KB; English early is inside the first chunk: 0)',
    ['early', 'messages'],
    [...byLocale].map(([locale, row]) => [locale, row.early, row.messages]),
  );
  report.line('largest catalog request (gzip)', Math.max(...files.map((f) => f.gzipKb)), 'KB', {
    max: CATALOG_REQUEST_MAX_KB,
  });
  const first = measureBundle(distDir, allAssets, arabic.assets);
  const interactive = measureBundle(distDir, allAssets, arabic.interactiveAssets);
  report.line('first-page JS in Arabic, catalog included (gzip)', first.firstPageJsGzip / 1024, 'KB');
  report.line('JS until interactive in Arabic (gzip)', interactive.firstPageJsGzip / 1024, 'KB');
  const early = files.find((f) => f.locale === 'ar' && f.part === 'early')?.file;
  const full = files.find((f) => f.locale === 'ar' && f.part === 'messages')?.file;
  // 1 when the catalog was asked for by then, 0 otherwise: the budget lines fail the bench on a wrong order.
  report.line(
    'Arabic early catalog before the first feed paint',
    Number(requested(arabic.assets, early)),
    '',
    {
      min: 1,
    },
  );
  report.line('Arabic full catalog before the first feed paint', Number(requested(arabic.assets, full)), '', {
    max: 0,
  });
  report.line(
    'Arabic full catalog before the app is interactive',
    Number(requested(arabic.interactiveAssets, full)),
    '',
    { min: 1 },
  );
}

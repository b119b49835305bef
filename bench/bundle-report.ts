import {
  BEFORE_LANGUAGES_KB,
  FIRST_PAGE_JS_MAX_KB,
  INTERACTIVE_JS_MAX_KB,
  LANGUAGES_GROWTH_MAX_KB,
  type BundleSize,
} from './bundle-size';
import type { Report } from './report';

/**
 * The two JS figures against their budgets, and what the languages added to each against issue 28's
 * allowance: what `npm run bench` and `npm run bench:bundle` both print.
 */
export function reportJsFigures(report: Report, first: BundleSize, interactive: BundleSize): void {
  const firstKb = first.firstPageJsGzip / 1024;
  const interactiveKb = interactive.firstPageJsGzip / 1024;
  report.line('first-page JS, all a cold load fetched (gzip)', firstKb, 'KB', { max: FIRST_PAGE_JS_MAX_KB });
  report.line('JS fetched until the app is interactive (gzip)', interactiveKb, 'KB', {
    max: INTERACTIVE_JS_MAX_KB,
  });
  report.line('first-page JS the languages added (gzip)', firstKb - BEFORE_LANGUAGES_KB.firstPage, 'KB', {
    max: LANGUAGES_GROWTH_MAX_KB.firstPage,
  });
  report.line(
    'JS until interactive the languages added (gzip)',
    interactiveKb - BEFORE_LANGUAGES_KB.interactive,
    'KB',
    { max: LANGUAGES_GROWTH_MAX_KB.interactive },
  );
}

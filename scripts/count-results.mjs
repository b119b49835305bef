// Prints "N passed, N failed" from the JSON reports of vitest and Playwright, for CI's closing line.
// A gate step that failed before any runner (typecheck, lint, format, build) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let found = 0;

function read(file) {
  if (!existsSync(file)) return null;
  found += 1;
  return JSON.parse(readFileSync(file, 'utf8'));
}

const unit = read('reports/vitest.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numRuntimeErrorTestSuites ?? 0);
}
const e2e = read('reports/playwright.json');
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
}
// Steps without a JSON report of their own (typecheck, format, lint, build, chromium) count one failure each;
// a step skipped after another failed counts nothing.
const RUNNERS = new Set(['units', 'journeys']);
const gate = read('reports/gate.json');
for (const step of gate?.failedSteps ?? []) if (!RUNNERS.has(step)) failed += 1;
if (gate?.failedSteps?.includes('journeys') && !e2e) failed += 1;
if (gate?.failedSteps?.includes('units') && !unit) failed += 1;
if (found === 0) failed += 1;

console.info(`${passed} passed, ${failed} failed`);

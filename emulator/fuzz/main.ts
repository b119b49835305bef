/**
 * `npm run emulator:fuzz [-- --requests N --seed S]`: a bounded, local-only fuzz of the emulator (fuzz-run.ts).
 * Prints the answers by status and kind, the slowest answer and every failure; exit 1 on any failure.
 */
import { runFuzz } from './fuzz-run';

const DEFAULTS = { requests: 10_000, seed: 20 };

function option(argv: readonly string[], name: string, fallback: number): number {
  const at = argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`emulator:fuzz: --${name} needs a positive integer`);
    process.exit(2);
  }
  return value;
}

const argv = process.argv.slice(2);
const requests = option(argv, 'requests', DEFAULTS.requests);
const seed = option(argv, 'seed', DEFAULTS.seed);
console.info(`Fuzzing the emulator with ${String(requests)} bad requests (seed ${String(seed)})...`);
const report = await runFuzz({ requests, seed });
const sorted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `  ${key.padEnd(34)} ${String(count)}`)
    .join('\n');
console.info(
  `\n${String(report.requests)} requests over ${String(report.routes)} routes in ${report.seconds.toFixed(1)} s`,
);
console.info(`By status:\n${sorted(report.byStatus)}`);
console.info(`By kind:\n${sorted(report.byKind)}`);
console.info(`5xx: ${String(report.serverErrors)}; slowest answer: ${report.maxLatencyMs.toFixed(0)} ms`);
console.info(`Error answers of .xml paths, all XML that reads back: ${String(report.xmlErrors)}`);
if (report.failures.length > 0) {
  console.error(`\n${String(report.failures.length)} failures:`);
  for (const failure of report.failures.slice(0, 50)) console.error(`  ${failure}`);
  process.exit(1);
}
console.info(
  'No 5xx, no error body that is not JSON (XML for .xml), no hang, nothing unexpected in the log.',
);

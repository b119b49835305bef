// The one gate behind `npm test` (docs/testing.md). The cheap checks that fail most often come first, so a
// broken change fails in its first minute: typecheck, format and lint, each cached in node_modules/.cache
// between runs in a working tree (a clean clone runs them once). Then the unit and emulator tests, then the
// build and the browser journeys. A failed stage still finishes its own steps, so one run shows everything of
// that kind, and skips the later, slower stages; `npm test -- --keep-going` runs them all anyway.
// The end is a table of the steps' times and, last, the "N passed, N failed" line that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

const CACHE = 'node_modules/.cache/commons-gate';
const keepGoing = process.argv.includes('--keep-going');

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });
mkdirSync(CACHE, { recursive: true });

/** Stages in order; each step is [name, command, args]. */
const stages = [
  [
    [
      'typecheck',
      'npx',
      [
        'tsc',
        '-p',
        'tsconfig.json',
        '--noEmit',
        '--incremental',
        '--tsBuildInfoFile',
        `${CACHE}/tsc.tsbuildinfo`,
      ],
    ],
    // Content, not modification times: a fresh checkout or a branch switch touches every file.
    [
      'format',
      'npx',
      [
        'prettier',
        '--check',
        '.',
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        `${CACHE}/prettier`,
      ],
    ],
    [
      'lint',
      'npx',
      [
        'eslint',
        '.',
        '--max-warnings=0',
        '--cache',
        '--cache-strategy',
        'content',
        '--cache-location',
        `${CACHE}/eslint`,
      ],
    ],
    // Extraction up to date with the code, every catalog compiled strictly (docs/i18n.md).
    ['catalogs', 'node', ['scripts/check-catalogs.mjs']],
  ],
  [
    [
      'units',
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
    ],
  ],
  [
    ['build', 'npx', ['vite', 'build']],
    ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
    ['journeys', 'npx', ['playwright', 'test']],
  ],
];

const seconds = (ms) => (ms / 1000).toFixed(1);
/** Every step's outcome, in order: for the table at the end and reports/gate.json. */
const results = [];
const gateStarted = Date.now();

for (const stage of stages) {
  const stopped = !keepGoing && results.some((r) => r.status === 'failed');
  for (const [name, command, args] of stage) {
    if (stopped) {
      results.push({ name, status: 'skipped', ms: 0 });
      continue;
    }
    console.info(`\n=== ${name}`);
    const started = Date.now();
    const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
    const ms = Date.now() - started;
    results.push({ name, status: status === 0 ? 'ok' : 'failed', ms });
    console.info(`=== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds(ms)} s`);
  }
}

const failedSteps = results.filter((r) => r.status === 'failed').map((r) => r.name);
writeFileSync(
  'reports/gate.json',
  JSON.stringify({ failed: failedSteps.length > 0, failedSteps, steps: results }),
);

// .ci/run times `npm ci` and passes it on, so that its table has the install too.
const install = Number(process.env.GATE_INSTALL_MS);
const rows = [
  ...(Number.isFinite(install) && install > 0
    ? [{ name: 'install (npm ci)', status: 'ok', ms: install }]
    : []),
  ...results,
];
console.info('\nStep times');
for (const { name, status, ms } of rows)
  console.info(
    `  ${name.padEnd(16)} ${status === 'skipped' ? '       -' : `${seconds(ms).padStart(6)} s`}  ${status}`,
  );
console.info(
  `  ${'whole gate'.padEnd(16)} ${seconds(Date.now() - gateStarted + (install > 0 ? install : 0)).padStart(6)} s`,
);
// On standard output, like the rest, so that the count stays the last line whatever the buffering.
if (failedSteps.length > 0) {
  const skipped = results.filter((r) => r.status === 'skipped').map((r) => r.name);
  console.info(`\nFailed steps: ${failedSteps.join(', ')}`);
  if (skipped.length > 0)
    console.info(`Skipped after the failure: ${skipped.join(', ')} (--keep-going runs them)`);
}
const count = spawnSync('node', ['scripts/count-results.mjs'], { encoding: 'utf8' });
process.stdout.write(count.stdout);
process.exit(failedSteps.length > 0 ? 1 : 0);

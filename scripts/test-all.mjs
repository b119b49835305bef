// The one gate behind `npm test`: typecheck, lint, format, unit and emulator tests, build, browser journeys.
// Every step runs even after a failure, so that one run shows everything that is wrong; the exit code and the
// closing "N passed, N failed" line (counted from the runners' JSON reports) say how it went.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';

rmSync('reports', { recursive: true, force: true });
mkdirSync('reports', { recursive: true });

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  [
    'unit and emulator tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  ['build', 'npx', ['vite', 'build']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser journeys', 'npx', ['playwright', 'test']],
];

const failedSteps = [];
for (const [name, command, args] of steps) {
  console.info(`\n=== ${name}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.info(
    `=== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (status !== 0) failedSteps.push(name);
}

writeFileSync('reports/gate.json', JSON.stringify({ failed: failedSteps.length > 0, failedSteps }));
if (failedSteps.length > 0) console.error(`\nFailed steps: ${failedSteps.join(', ')}`);
const count = spawnSync('node', ['scripts/count-results.mjs'], { encoding: 'utf8' });
process.stdout.write(count.stdout);
process.exit(failedSteps.length > 0 ? 1 : 0);

import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The emulator bundled into one ES module (src/test/in-process-emulator.ts), imported natively. */
    emulatorModule: string;
    /** A file holding the seeded demo network, serialized: each component test file opens a copy in memory. */
    emulatorSeed: string;
  }
}

const ENTRY = 'src/test/in-process-emulator.ts';

/**
 * Vitest's global setup of the app's DOM projects, once per run: bundles the emulator and seeds its demo
 * network, for the component tests that run against it in process (src/api/testing/emulator-service.ts).
 *
 * Vitest gives each test file a process of its own and runs the TypeScript it imports through its module
 * runner; the emulator's hundred-odd modules cost a test file about 0.3 s of a core that way. Bundled into one
 * plain ES module under node_modules, Node imports it natively in a few tens of milliseconds. The seed (about
 * 0.3 s with the schema and the password hash) is made once, serialized, and deserialized by each file.
 */
interface Prepared {
  bundle: string;
  seed: string;
  users: number;
}

/**
 * Both DOM projects name this global setup and Vitest runs it for each, in the same process: the first
 * prepares, the second shares what it made, and the last teardown removes the files.
 */
const SHARED = Symbol.for('commons.tests.emulator-seed');
type WithShared = typeof globalThis & { [SHARED]?: Promise<Prepared> };

async function prepare(root: string): Promise<Prepared> {
  const dir = join(root, 'node_modules', '.cache', 'commons-tests');
  const name = `emulator-${String(process.pid)}-${randomBytes(4).toString('hex')}`;
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    publicDir: false,
    build: {
      ssr: ENTRY,
      outDir: dir,
      emptyOutDir: false,
      minify: false,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: `${name}.mjs` } },
    },
  });
  const bundle = join(dir, `${name}.mjs`);
  const emulator = (await import(bundle)) as typeof import('./in-process-emulator');
  const db = emulator.openDb(':memory:');
  emulator.seedDemo(emulator.createRepository(db));
  const seed = join(dir, `${name}.db`);
  writeFileSync(seed, db.serialize());
  db.close();
  return { bundle, seed, users: 0 };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const shared = globalThis as WithShared;
  shared[SHARED] ??= prepare(project.config.root);
  const prepared = await shared[SHARED];
  prepared.users += 1;
  project.provide('emulatorModule', prepared.bundle);
  project.provide('emulatorSeed', prepared.seed);
  return () => {
    prepared.users -= 1;
    if (prepared.users > 0) return;
    shared[SHARED] = undefined;
    rmSync(prepared.bundle, { force: true });
    rmSync(prepared.seed, { force: true });
  };
}

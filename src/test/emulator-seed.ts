import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../../emulator/db/open-db';
import { createRepository } from '../../emulator/db/repository';
import { seedDemo } from '../../emulator/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the seeded demo network, serialized: each component test opens a copy in memory. */
    emulatorSeed: string;
  }
}

/**
 * Vitest's global setup of the app's DOM projects: seeds the emulator's demo network once per run (about
 * 0.3 s with the schema) and serializes it to a file, which every component test file reads once and each test
 * deserializes into a database of its own (src/api/testing/emulator-service.ts). Seeding in each file instead
 * would cost that 0.3 s per file.
 */
export default function setup(project: TestProject): () => void {
  const file = join(
    tmpdir(),
    `commons-component-seed-${String(process.pid)}-${randomBytes(4).toString('hex')}.db`,
  );
  const db = openDb(':memory:');
  seedDemo(createRepository(db));
  writeFileSync(file, db.serialize());
  db.close();
  project.provide('emulatorSeed', file);
  return () => {
    rmSync(file, { force: true });
  };
}

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The recorded responses of the real service: shared/ sits beside the repository checkout (here and in CI). */
const dir = resolve(process.cwd(), '..', 'shared', 'reference', 'fixtures');

export function readFixture(name: string): unknown {
  return JSON.parse(readFileSync(resolve(dir, name), 'utf8'));
}

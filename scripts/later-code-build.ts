import { resolve } from 'node:path';
import type { Rolldown } from 'vite';
import { FIRST_SCREEN, importClosure } from './first-screen-build.ts';

const ROOT = resolve(import.meta.dirname, '..');
const source = (path: string) => resolve(ROOT, `.${path}`);

/**
 * The code that comes after the first screen's, in one chunk per step: the boot (src/app/boot.ts, TanStack
 * Query and the persisted cache) and the UI (src/app/start.tsx, React with what the first render needs),
 * each with everything it imports statically that an earlier step does not hold. Left to itself, the
 * bundler cut them into a chunk for each set of importers, down to the modules a lazy page shares: a
 * cold load fetched some twenty files before the app was interactive, each with its own imports and
 * exports by name, which gzip cannot share (npm run bench:bundle).
 */
export function laterCodeChunks(): Rolldown.CodeSplittingGroup {
  let steps: Map<string, string> | null = null;
  return {
    includeDependenciesRecursively: false,
    name(moduleId, ctx) {
      if (!steps) {
        const earlier = importClosure(source('/src/main.tsx'), ctx);
        importClosure(source(FIRST_SCREEN), ctx, earlier);
        const made = new Map<string, string>();
        for (const [name, path] of [
          ['boot', '/src/app/boot.ts'],
          ['start', '/src/app/start.tsx'],
        ] as const) {
          for (const id of importClosure(source(path), ctx)) {
            if (earlier.has(id)) continue;
            made.set(id, name);
            earlier.add(id);
          }
        }
        steps = made;
      }
      return steps.get(moduleId) ?? null;
    },
  };
}

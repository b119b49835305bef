// @ts-check
// The modules of the code that runs before the app is interactive, as the bundler follows them, each with
// every module it imports statically:
// - the first page's two chunks, the entry (src/main.tsx) and the first chunk proper (src/boot/first-screen.ts)
//   (scripts/first-screen-build.ts);
// - the UI's two chunks after them, the boot (src/app/boot.ts) and the UI (src/app/start.tsx)
//   (scripts/later-code-build.ts).
// lingui.config.js makes a catalog of each step's messages: `early`, whatever the early paint can show,
// including a template's or a helper's that it reaches through another module, and `ui`, whatever the first
// render of React can show. So the catalog a step loads can never miss one of its messages.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const FIRST_PAGE = ['src/main.tsx', 'src/boot/first-screen.ts'];
const UI = ['src/app/boot.ts', 'src/app/start.tsx'];

/** @param {string} from @param {string} spec */
function resolveLocal(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Static imports only: `import(...)` is a later chunk, and `import type` is gone from the build. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/**
 * The source modules (scripts and TypeScript, not stylesheets) that `entries` import statically, themselves
 * included, as paths relative to `root`, sorted so that the configuration reads the same on every machine.
 * @param {string} root @param {readonly string[]} entries
 * @returns {string[]}
 */
export function staticClosure(root, entries) {
  const seen = new Set();
  const queue = entries.map((file) => resolve(root, file));
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const spec = match[1] ?? match[2] ?? '';
      if (!spec.startsWith('.')) continue;
      const next = resolveLocal(file, spec);
      if (next && /\.tsx?$/.test(next)) queue.push(next);
    }
  }
  return [...seen].map((file) => relative(root, file)).sort();
}

/** The first page's modules. @param {string} root */
export const firstChunkModules = (root) => staticClosure(root, FIRST_PAGE);

/** The UI's modules that the first page does not hold: what React's first render can show. @param {string} root */
export function uiChunkModules(root) {
  const first = new Set(firstChunkModules(root));
  return staticClosure(root, UI).filter((file) => !first.has(file));
}

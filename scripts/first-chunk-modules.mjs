// @ts-check
// The modules of the first page's two chunks: the entry (src/main.tsx) and the first chunk proper
// (src/boot/first-screen.ts), with every module they import statically, as the bundler follows them
// (scripts/first-screen-build.ts). lingui.config.js puts their messages in the `early` catalog: whatever the
// early paint can show, including a template's or a helper's that it reaches through another module, so
// that the catalog the first page loads can never miss one of its messages.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const ENTRIES = ['src/main.tsx', 'src/boot/first-screen.ts'];

/** @param {string} from @param {string} spec */
function resolveLocal(from, spec) {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Static imports only: `import(...)` is a later chunk, and `import type` is gone from the build. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm;

/**
 * The first page's source modules (scripts and TypeScript, not stylesheets), as paths relative to `root`,
 * sorted so that the configuration reads the same on every machine.
 * @param {string} root
 * @returns {string[]}
 */
export function firstChunkModules(root) {
  const seen = new Set();
  const queue = ENTRIES.map((file) => resolve(root, file));
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

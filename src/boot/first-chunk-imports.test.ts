import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The first chunk draws the feed before React or TanStack Query load (boot/first-screen.ts); one import of a
 * hook's module from the early paint pulled both in and nearly doubled the first page's JavaScript (41 KB
 * against 23 KB, npm run bench). This walks the static imports the bundler follows from the entry and the
 * first chunk, and names any library they reach.
 */
const ROOT = resolve(__dirname, '..');
const ENTRIES = ['main.tsx', 'boot/first-screen.ts'].map((file) => resolve(ROOT, file));

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Static imports only: `import(...)` is a later chunk, and `import type` is gone from the build. */
function staticImports(source: string): string[] {
  const specs: string[] = [];
  for (const match of source.matchAll(
    /^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm,
  )) {
    specs.push(match[1] ?? match[2] ?? '');
  }
  return specs;
}

function librariesReached(): Map<string, string> {
  const seen = new Set<string>();
  const libraries = new Map<string, string>();
  const queue = [...ENTRIES];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    // JSX compiles to an import of React's runtime that the source does not spell out.
    if (file.endsWith('.tsx') && !ENTRIES.includes(file))
      libraries.set('react/jsx-runtime', file.slice(ROOT.length + 1));
    for (const spec of staticImports(readFileSync(file, 'utf8'))) {
      if (spec.startsWith('.')) {
        const next = resolveLocal(file, spec);
        if (next && !next.endsWith('.css')) queue.push(next);
      } else if (!libraries.has(spec)) libraries.set(spec, file.slice(ROOT.length + 1));
    }
  }
  return libraries;
}

describe('the first chunk', () => {
  it('reaches neither React nor TanStack Query nor the router', () => {
    const heavy = [...librariesReached()].filter(([spec]) =>
      /^(react|react-dom|react-router|@tanstack\/)/.test(spec),
    );
    expect(heavy.map(([spec, by]) => `${spec} (from ${by})`)).toEqual([]);
  });
});

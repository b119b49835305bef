import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstChunkModules, staticClosure, uiChunkModules } from './catalog-modules.mjs';

/**
 * The `later` catalog is not in before the feed is drawn (lingui.config.js): code whose messages are in it
 * and that comes through a lazy import must wait for it (`withLaterMessages`, src/i18n/later-messages.ts),
 * or it draws message ids.
 * This finds every lazy import in src/ of code that shows such a message, and names those that do not wait.
 */
const ROOT = resolve(import.meta.dirname, '..');
const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
const LAZY_IMPORT = /import\(\s*'([^']+)'\s*\)/g;
const WAITED = /withLaterMessages\(\s*(?:async\s*)?\(\)\s*=>\s*$/;

/*
 * The embed frame's entry: the frame follows its language with every catalog before it renders anything
 * (embed/start-embed.tsx), and the entry must stay free of the runtime.
 */
const LOADS_EVERY_CATALOG = new Set(['src/embed/main.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const file of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      if (statSync(file).isFile()) return relative(ROOT, file);
    } catch {
      // not this candidate
    }
  }
  return null;
}

function unwaitedLazyImports(): string[] {
  const loadedBefore = new Set([...firstChunkModules(ROOT), ...uiChunkModules(ROOT)]);
  const showsLaterMessage = (file: string) =>
    !loadedBefore.has(file) && MACRO_IMPORT.test(readFileSync(join(ROOT, file), 'utf8'));
  const found: string[] = [];
  for (const path of sourceFiles(join(ROOT, 'src'))) {
    const importer = relative(ROOT, path);
    if (LOADS_EVERY_CATALOG.has(importer)) continue;
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(LAZY_IMPORT)) {
      const target = resolveModule(path, match[1] ?? '');
      if (!target || !staticClosure(ROOT, [target]).some(showsLaterMessage)) continue;
      if (!WAITED.test(source.slice(0, match.index))) found.push(`${importer} → ${match[1]}`);
    }
  }
  return found;
}

describe('lazy code and the later catalog', () => {
  it('waits for the later catalog wherever lazy code shows one of its messages', () => {
    expect(unwaitedLazyImports()).toEqual([]);
  });

  it('finds the lazy imports that show later messages (the check is not empty)', () => {
    const lazyPages = readFileSync(join(ROOT, 'src/pages/message-slots.tsx'), 'utf8');
    expect(lazyPages).toMatch(LAZY_IMPORT);
    expect(staticClosure(ROOT, ['src/features/composer/composer.tsx']).length).toBeGreaterThan(1);
  });
});

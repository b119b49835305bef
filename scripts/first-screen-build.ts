import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/*
 * How the build shapes the first screen's code (vite.config.ts uses these): the entry (src/main.tsx) is a
 * few kilobytes that send the first feed request and apply the stylesheet; the first chunk proper
 * (src/boot/first-screen.ts), which draws the feed, is one file that index.html preloads beside it; both are
 * compiled eagerly. Each choice was measured with npm run bench, bench:compare and bench:trace
 * (docs/performance.md; the choices: docs/architecture.md, "The first load").
 */

const ROOT = resolve(import.meta.dirname, '..');

/** The chunks of a build, and a chunk's file name with everything it imports statically. */
export function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const chunkOf = (source: string) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(source)));
    if (!chunk) throw new Error(`vite.config.ts: no chunk for ${source}`);
    return chunk.fileName;
  };
  const closure = (fileName: string, files = new Set<string>()) => {
    if (files.has(fileName)) return files;
    files.add(fileName);
    for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? [])
      closure(imported, files);
    return files;
  };
  return { chunkOf, closure };
}

/** What the first screen runs: the entry (src/main.tsx) and the first chunk proper (src/boot/first-screen.ts). */
export const FIRST_SCREEN = '/src/boot/first-screen.ts';

/** The first screen's files: the entry, the first chunk proper and what they import statically. */
export function firstScreenFiles(bundle: Rolldown.OutputBundle, entryFileName: string): Set<string> {
  const { chunkOf, closure } = chunkGraph(bundle);
  return closure(chunkOf(FIRST_SCREEN), closure(entryFileName));
}

/**
 * The first chunk proper is one file: it is everything src/boot/first-screen.ts imports statically and the
 * entry does not. Left to itself, the bundler split out of it what the boot and the UI import too, and the
 * first screen fetched and compiled four files.
 */
/** A module and every module it imports statically, transitively (added to `ids`, which is returned). */
export function importClosure(
  id: string,
  ctx: Rolldown.ChunkingContext,
  ids = new Set<string>(),
): Set<string> {
  if (ids.has(id)) return ids;
  ids.add(id);
  for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) importClosure(imported, ctx, ids);
  return ids;
}

export function firstScreenChunk(): Rolldown.CodeSplittingGroup {
  let members: Set<string> | null = null;
  return {
    // What the entry holds stays there: the first chunk imports it from the entry, not the other way round.
    includeDependenciesRecursively: false,
    name(moduleId, ctx) {
      if (!members) {
        const entry = importClosure(resolve(ROOT, 'src/main.tsx'), ctx);
        const first = importClosure(resolve(ROOT, `.${FIRST_SCREEN}`), ctx);
        members = new Set([...first].filter((id) => !entry.has(id)));
      }
      return members.has(moduleId) ? 'first-screen' : null;
    },
  };
}

/**
 * index.html preloads the first chunk proper, and what it imports, beside the entry: the entry only sends
 * the first feed request (src/main.tsx) and then imports it, and fetched from there it would arrive a
 * round trip later than the feed.
 */
export function preloadFirstScreen(): Plugin {
  return {
    name: 'commons-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const files = [...firstScreenFiles(bundle, entry.fileName)].filter((file) => file !== entry.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * The entry script runs the moment it arrives (`async`), instead of after the page's stylesheet: a module
 * script is deferred, and a deferred script also waits for the stylesheets before it, which held back the
 * first feed request (npm run bench). Nothing is drawn before the document has parsed #root (src/main.tsx),
 * and the page is not rendered before its stylesheet has loaded either way.
 */
export function runEntryOnArrival(): Plugin {
  return {
    name: 'commons-run-entry-on-arrival',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = '<script type="module" crossorigin src=';
        if (!html.includes(tag)) throw new Error('runEntryOnArrival: no entry script tag in index.html');
        return html.replace(tag, '<script type="module" async crossorigin src=');
      },
    },
  };
}

/**
 * The page's stylesheet becomes a preload: the entry applies it once it has sent the first feed request
 * (src/boot/stylesheets.ts). As a stylesheet link it arrived with the entry, and the browser parsed it and
 * painted a frame before it ran the entry, which held the request back (npm run bench:trace).
 */
export function applyStylesheetFromEntry(): Plugin {
  return {
    name: 'commons-apply-stylesheet-from-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = '<link rel="stylesheet" crossorigin href=';
        if (!html.includes(tag))
          throw new Error('applyStylesheetFromEntry: no stylesheet link in index.html');
        return html.replace(tag, '<link rel="preload" as="style" crossorigin href=');
      },
    },
  };
}

/**
 * Marks the first screen's chunks (the entry and the first chunk proper) for V8 to compile all of them at
 * once on a background thread, before they run (V8's explicit compile hints, `//# allFunctionsCalledOnLoad`),
 * instead of each function on its first call. The early paint's drawing code first runs when the feed
 * answers, and compiling it then cost about 13 ms between the answer and the painted frame on a 2-core
 * machine (npm run bench:compare). The first chunk proper is compiled while the feed request is out.
 * Written into the files once Vite has finished them: the comment must open a file, and Vite puts its own
 * preload helper first. Other browsers ignore it.
 */
export function compileFirstScreenEagerly(): Plugin {
  return {
    name: 'commons-compile-first-screen-eagerly',
    apply: 'build',
    enforce: 'post',
    writeBundle(options, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) throw new Error('compileFirstScreenEagerly: no entry chunk');
      for (const fileName of firstScreenFiles(bundle, entry.fileName)) {
        const file = `${options.dir ?? 'dist'}/${fileName}`;
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

// @ts-check
/**
 * Fails the lint when modules import each other in a loop. A cycle makes the order in which modules run
 * depend on which one is imported first, so a value can be read before it is defined, and it welds files
 * that should change apart into one unit.
 *
 * The whole graph is walked once per lint process, not once per file: the files of the roots are read with a
 * light scan of their import lines (no type-checker, no full parse: about a tenth of a second for the
 * repository), their strongly connected components found once, and each file then only looks itself up.
 * Two kinds of import are not edges, because neither runs a module when the importer is loaded:
 * - type-only imports (`import type`, `export type`, or braces holding only `type` names), erased at build;
 * - dynamic `import()`, which runs after both modules have finished loading.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const ROOTS = ['src', 'emulator', 'contract', 'e2e', 'scripts', 'bench'];
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
const IGNORED_DIRS = new Set(['node_modules', 'dist', '.data']);

const STATIC_IMPORT =
  /^[ \t]*(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+))\s+from\s+['"]([^'"]+)['"]/gm;
const BARE_IMPORT = /^[ \t]*import\s+['"]([^'"]+)['"]/gm;

/** @param {string} dir @param {string[]} out */
function listFiles(dir, out) {
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!IGNORED_DIRS.has(entry.name)) listFiles(full, out);
    } else if (EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts')) {
      out.push(full);
    }
  }
}

/** @param {string} from @param {string} specifier @returns {string | null} */
export function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    if (EXTENSIONS.some((ext) => candidate.endsWith(ext)) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** @param {string} braces the `{ ... }` of an import, or a default/namespace name */
function onlyTypes(braces) {
  const open = braces.indexOf('{');
  if (open < 0 || braces.slice(0, open).trim() !== '') return false;
  const names = braces
    .slice(open + 1, braces.lastIndexOf('}'))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

/** The run-time imports of one file's text. @param {string} file @param {string} text */
function runtimeImports(file, text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^[ \t]*\/\/.*$/gm, '');
  /** @type {Set<string>} */
  const targets = new Set();
  for (const m of code.matchAll(STATIC_IMPORT)) {
    if (m[2] || onlyTypes(m[3] ?? '')) continue;
    const target = resolveImport(file, m[4] ?? '');
    if (target) targets.add(target);
  }
  for (const m of code.matchAll(BARE_IMPORT)) {
    const target = resolveImport(file, m[1] ?? '');
    if (target) targets.add(target);
  }
  return targets;
}

/**
 * @typedef {{ texts: Map<string, string>, edges: Map<string, Set<string>>, component: Map<string, number> }} Graph
 */

/** Tarjan's algorithm, iterative: each file's strongly connected component, for components in a loop. */
function components(/** @type {Map<string, Set<string>>} */ edges) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {Map<string, number>} */ const component = new Map();
  let counter = 0;
  let componentId = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    /** @type {Array<{ node: string, next: Iterator<string> }>} */
    const work = [{ node: start, next: (edges.get(start) ?? new Set()).values() }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = /** @type {{ node: string, next: Iterator<string> }} */ (work[work.length - 1]);
      const step = frame.next.next();
      if (!step.done) {
        const to = step.value;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: (edges.get(to) ?? new Set()).values() });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        /** @type {string[]} */ const members = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        const looped = members.length > 1 || (edges.get(frame.node)?.has(frame.node) ?? false);
        if (looped) {
          for (const m of members) component.set(m, componentId);
          componentId++;
        }
      }
    }
  }
  return component;
}

/** @returns {Graph} */
export function buildGraph() {
  /** @type {string[]} */
  const files = [];
  for (const root of ROOTS) listFiles(path.join(ROOT, root), files);
  /** @type {Map<string, string>} */ const texts = new Map();
  /** @type {Map<string, Set<string>>} */ const edges = new Map();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    texts.set(file, text);
    edges.set(file, runtimeImports(file, text));
  }
  return { texts, edges, component: components(edges) };
}

/** The shortest way back from `to` to `from` inside their component, for the message. */
function loopThrough(/** @type {Graph} */ graph, /** @type {string} */ from, /** @type {string} */ to) {
  const id = graph.component.get(from);
  /** @type {Map<string, string>} */ const previous = new Map();
  const queue = [to];
  const seen = new Set([to]);
  while (queue.length > 0) {
    const node = /** @type {string} */ (queue.shift());
    if (node === from) break;
    for (const next of graph.edges.get(node) ?? []) {
      if (seen.has(next) || graph.component.get(next) !== id) continue;
      seen.add(next);
      previous.set(next, node);
      queue.push(next);
    }
  }
  /** @type {string[]} */ const chain = [from];
  for (let node = from; node !== to;) {
    node = /** @type {string} */ (previous.get(node));
    chain.unshift(node);
  }
  chain.unshift(from);
  return chain.map((file) => path.relative(ROOT, file).split(path.sep).join('/')).join(' → ');
}

/** @type {Graph | null} */
let cached = null;

/** @param {string} file @param {string} text */
function graphFor(file, text) {
  // Built once per lint run; rebuilt only when the file being linted has changed since (an editor session).
  if (!cached || (cached.texts.has(file) && cached.texts.get(file) !== text)) cached = buildGraph();
  return cached;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importCyclesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles between modules (type-only and dynamic imports excepted)' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (!ROOTS.some((root) => file.startsWith(path.join(ROOT, root) + path.sep))) return {};
    const graph = graphFor(file, context.sourceCode.text);
    const id = graph.component.get(file);
    if (id === undefined) return {};
    /** @param {import('estree').Node} node @param {unknown} source */
    function check(node, source) {
      const target = resolveImport(file, String(source));
      if (!target || graph.component.get(target) !== id) return;
      if (!graph.edges.get(file)?.has(target)) return;
      context.report({ node, message: `Import cycle: ${loopThrough(graph, file, target)}.` });
    }
    /** @param {{ importKind?: string, exportKind?: string }} node */
    const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type';
    return {
      ImportDeclaration(node) {
        const specifiers = /** @type {Array<{ importKind?: string }>} */ (node.specifiers);
        const allTypes = specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type');
        if (!typeOnly(node) && !allTypes) check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source && !typeOnly(node)) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        if (!typeOnly(node)) check(node, node.source.value);
      },
    };
  },
};

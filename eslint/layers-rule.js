// @ts-check
/**
 * Keeps the layers of shared/guides/architecture.md apart: each layer may import only the layers listed
 * for it, a feature never imports another feature, api/ holds no JSX, and the app never reaches into the
 * emulator (nor the emulator into the app). Relative and absolute imports are both resolved to files.
 * Every file under src/ belongs to a layer: one that matches none is reported, so a new top-level file or
 * folder cannot import anything unchecked.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** @type {Record<string, string[]>} layer -> layers it may import (besides itself) */
const ALLOWED = {
  contract: [],
  'src/lib': ['contract'],
  // The compiled catalogs: data the runtime imports, importing nothing.
  'src/locales': [],
  // The languages (docs/i18n.md): the choice, the catalogs, the runtime the macros call, Intl formats.
  'src/i18n': ['src/lib', 'src/locales', 'contract'],
  'src/config': ['src/lib', 'src/i18n', 'contract'],
  'src/components': ['src/lib', 'src/i18n', 'src/config', 'contract'],
  'src/auth': ['src/lib', 'src/i18n', 'src/config', 'contract'],
  'src/api': ['src/lib', 'src/i18n', 'src/config', 'src/auth', 'contract'],
  'src/features': ['src/api', 'src/components', 'src/lib', 'src/i18n', 'src/config', 'src/auth', 'contract'],
  'src/pages': [
    'src/features',
    'src/api',
    'src/components',
    'src/lib',
    'src/i18n',
    'src/config',
    'src/auth',
    'contract',
  ],
  // The embed frame's own app (src/embed/, the build's second page): a top layer beside src/app.
  'src/embed': [
    'src/features',
    'src/api',
    'src/components',
    'src/lib',
    'src/i18n',
    'src/config',
    'src/auth',
    'contract',
  ],
  // The first load before React (early request, early paint, config); React and TanStack are kept out by
  // eslint.config.js. It never names the app: the entry hands it the app's boot.
  'src/boot': [
    'src/features',
    'src/api',
    'src/components',
    'src/lib',
    'src/i18n',
    'src/config',
    'src/auth',
    'contract',
  ],
  // The entry: starts the boot, and asks for the app's boot, above it.
  'src/main.tsx': ['src/boot', 'src/app', 'src/config', 'src/i18n'],
  'src/app': [
    'src/boot',
    'src/pages',
    'src/features',
    'src/api',
    'src/components',
    'src/lib',
    'src/i18n',
    'src/config',
    'src/auth',
    'contract',
  ],
  // The loader an intranet page includes (/embed.js): plain DOM code, 3 KB gzip, only the pure protocol of lib/.
  'src/embed-loader': ['src/lib'],
  'src/test': ['src/lib', 'src/i18n', 'src/config', 'src/api', 'src/auth', 'src/components', 'contract'],
  emulator: ['contract'],
  e2e: ['contract', 'emulator', 'scripts'],
  bench: ['contract', 'emulator', 'scripts'],
  scripts: ['contract', 'emulator'],
};

/**
 * Test support, never app code, may start the emulator in process: component tests run against it
 * (src/api/testing/emulator-service.ts, seeded once per run by src/test/emulator-seed.ts).
 */
const TEST_SUPPORT = ['src/test/', 'src/api/testing/'];

const LAYERS = Object.keys(ALLOWED).sort((a, b) => b.length - a.length);

/** @param {string} file */
function relative(file) {
  return path.relative(ROOT, file).split(path.sep).join('/');
}

/** @param {string} file */
function isInSrc(file) {
  return relative(file).startsWith('src/');
}

/** @param {string} file */
function layerOf(file) {
  const rel = relative(file);
  return LAYERS.find((layer) => rel === layer || rel.startsWith(`${layer}/`)) ?? null;
}

/** @param {string} file */
function featureOf(file) {
  const rel = relative(file);
  const m = /^src\/features\/([^/]+)/.exec(rel);
  return m ? m[1] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between the layers of the architecture guide' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = layerOf(file);
    if (!from) {
      // A new top-level file or folder of src/ would otherwise import anything, unchecked.
      if (!isInSrc(file)) return {};
      return {
        Program(node) {
          context.report({
            node,
            message: `${relative(file)} belongs to no layer: put it in one, or add its layer to eslint/layers-rule.js.`,
          });
        },
      };
    }
    /** @param {import('estree').Node} node @param {string} source */
    function check(node, source) {
      if (!source.startsWith('.') && !source.startsWith('/')) return;
      const target = path.resolve(path.dirname(file), source);
      const to = layerOf(target);
      if (!to) return;
      if (to === from) {
        const a = featureOf(file);
        const b = featureOf(target);
        if (a && b && a !== b) {
          context.report({
            node,
            message: `Feature "${a}" must not import feature "${b}"; lift shared code into components/ or lib/.`,
          });
        }
        return;
      }
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (to === 'emulator' && TEST_SUPPORT.some((dir) => rel.startsWith(dir))) return;
      if (!ALLOWED[from]?.includes(to)) {
        context.report({
          node,
          message: `Layer ${from} must not import ${to} (see shared/guides/architecture.md).`,
        });
      }
    }
    return {
      ImportDeclaration(node) {
        check(node, String(node.source.value));
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, String(node.source.value));
      },
      ExportAllDeclaration(node) {
        check(node, String(node.source.value));
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, String(node.source.value));
      },
      JSXElement(node) {
        if (from === 'src/api') context.report({ node, message: 'api/ renders nothing: no JSX here.' });
      },
    };
  },
};

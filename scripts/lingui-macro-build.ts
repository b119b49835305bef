/**
 * Lingui's macros (`t`, `<Trans>`, `plural`...) become catalog lookups at build time, through Lingui's Babel
 * plugin. The React plugin compiles without Babel, and Lingui's own Vite plugin does not accept this Vite,
 * so this step runs Babel itself, and only on the modules that import a macro: the filter is tested on the
 * code before any JavaScript of ours runs, so every other module costs nothing. Babel only parses the
 * TypeScript and JSX here and prints them back; the React plugin compiles them after.
 *
 * The runtime the macros call is the app's own (src/i18n/lingui-runtime.tsx): it follows the language with no
 * provider above the tree, so a component renders in a test or a screen without one. The core macros call
 * the page's instance (src/i18n/i18n-runtime.ts) directly, which imports no React.
 */
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const RUNTIME = '/src/i18n/lingui-runtime.tsx';
// `t`, `plural` and `i18n._` from the core macros need the instance alone: taken from the module without
// React, so that the templates and the early paint can use them in the first chunk (docs/i18n.md).
const INSTANCE = '/src/i18n/i18n-runtime.ts';

export const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

export function linguiMacros(): Plugin {
  const config = getConfig({ cwd: ROOT, skipValidation: true });
  const linguiConfig = {
    ...config,
    runtimeConfigModule: {
      i18n: [INSTANCE, 'i18n'],
      useLingui: [RUNTIME, 'useLingui'],
      Trans: [RUNTIME, 'Trans'],
    },
  } satisfies typeof config;
  return {
    name: 'commons-lingui-macros',
    enforce: 'pre',
    transform: {
      filter: { id: /\.[jt]sx?$/, code: MACRO_IMPORT },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[linguiMacro, { linguiConfig }]],
        });
        if (!result?.code) throw new Error(`Lingui's macros left nothing of ${id}`);
        return { code: result.code, map: result.map };
      },
    },
  };
}

// @ts-check
import { defineConfig } from '@lingui/conf';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';

/*
 * Messages are written with the macros only (docs/i18n.md), so a module that imports none holds none: it is
 * not parsed at all. Most of src/ is skipped this way, which keeps the gate's extraction check short.
 */
const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/** @type {import('@lingui/conf').ExtractorType} */
const macroModules = {
  match: (filename) => babel.match(filename),
  extract: (filename, code, onMessageExtracted, ctx) =>
    MACRO_IMPORT.test(code) ? babel.extract(filename, code, onMessageExtracted, ctx) : undefined,
};

/**
 * The catalogs (docs/i18n.md). The pseudo-locale is not here: the app makes it from the English catalog
 * (src/i18n/pseudo-locale.ts). Tests are not extracted: what they say is never shown to a reader.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'he'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/*.test.ts',
        '**/*.test.tsx',
        '<rootDir>/src/locales/**',
        '<rootDir>/src/test/**',
        // The runtime the macros call forwards messages; it holds none.
        '<rootDir>/src/i18n/lingui-runtime.tsx',
      ],
    },
  ],
  extractors: [macroModules],
  // Where a message is used, without line numbers: moving code does not touch nine catalogs.
  format: formatter({ lineNumbers: false }),
  // Modules the bundler splits: English is imported by the runtime, every other one is its own lazy chunk.
  compileNamespace: 'ts',
});

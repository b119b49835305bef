// @ts-check
import { defineConfig } from '@lingui/conf';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { firstChunkModules } from './scripts/first-chunk-modules.mjs';

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

/*
 * The first page's modules (the entry and the first chunk, scripts/first-chunk-modules.mjs): the early
 * paint, the templates it shares with React and what they reach. Their messages are the `early` catalog.
 */
const EARLY = firstChunkModules(import.meta.dirname).map((file) => `<rootDir>/${file}`);

const NOT_SHOWN = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '<rootDir>/src/locales/**',
  '<rootDir>/src/test/**',
  // The runtime the macros call forwards messages; it holds none.
  '<rootDir>/src/i18n/lingui-runtime.tsx',
];

/**
 * The catalogs (docs/i18n.md), two per language: `early`, what the first page can show, loaded with it (English
 * inside its first chunk, the reader's language requested beside the first feed request), and `messages`,
 * everything else, loaded beside the UI's code. A message used on both sides is in both, so each catalog is
 * complete for its own code. The pseudo-locale is not here: the app makes it from the English catalogs
 * (src/i18n/pseudo-locale.ts). Tests are not extracted: what they say is never shown to a reader.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'he'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/early',
      include: EARLY,
      exclude: NOT_SHOWN,
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SHOWN, ...EARLY],
    },
  ],
  extractors: [macroModules],
  // Where a message is used, without line numbers: moving code does not touch eighteen catalogs.
  format: formatter({ lineNumbers: false }),
  // Modules the bundler splits: English's early catalog is imported by the runtime, every other catalog is
  // its own lazy chunk.
  compileNamespace: 'ts',
});

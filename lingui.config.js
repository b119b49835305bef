// @ts-check
import { defineConfig } from '@lingui/conf';
import babel from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { firstChunkModules, uiChunkModules } from './scripts/catalog-modules.mjs';

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

const inRoot = (/** @type {string} */ file) => `<rootDir>/${file}`;

/*
 * The first page's modules (the entry and the first chunk, scripts/catalog-modules.mjs): the early paint, the
 * templates it shares with React and what they reach. Their messages are the `early` catalog.
 */
const EARLY = firstChunkModules(import.meta.dirname).map(inRoot);

/* The UI's first render (the boot and the UI's chunks, the shell and the feed): the `ui` catalog. */
const UI = uiChunkModules(import.meta.dirname).map(inRoot);

const NOT_SHOWN = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '<rootDir>/src/locales/**',
  '<rootDir>/src/test/**',
  // The runtime the macros call forwards messages; it holds none.
  '<rootDir>/src/i18n/lingui-runtime.tsx',
];

/**
 * The catalogs (docs/i18n.md), three per language, one for each step of the page's code:
 * - `early`, what the first page can show, loaded with it (English inside its first chunk, the reader's
 *   language requested beside the first feed request);
 * - `ui`, what React's first render adds (the shell, the feed, the card), loaded beside the UI's code;
 * - `later`, everything else (the lazy pages, dialogs and the composer), asked for once the feed is drawn,
 *   and awaited by every lazy import of code that shows one (src/i18n/later-messages.ts).
 * A message used in two steps is in both, so each catalog is complete for its own code. The pseudo-locale
 * is not here: the app makes it from the English catalogs (src/i18n/pseudo-locale.ts). Tests are not
 * extracted: what they say is never shown to a reader.
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
      path: '<rootDir>/src/locales/{locale}/ui',
      include: UI,
      exclude: NOT_SHOWN,
    },
    {
      path: '<rootDir>/src/locales/{locale}/later',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SHOWN, ...EARLY, ...UI],
    },
  ],
  extractors: [macroModules],
  // Where a message is used, without line numbers: moving code does not touch twenty-seven catalogs.
  format: formatter({ lineNumbers: false }),
  // Modules the bundler splits: English's early catalog is imported by the runtime, every other catalog is
  // its own lazy chunk.
  compileNamespace: 'ts',
});

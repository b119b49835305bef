// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importCyclesRule } from './eslint/import-cycles-rule.js';
import { layersRule } from './eslint/layers-rule.js';
import { logicalSidesRule } from './eslint/logical-sides-rule.js';

/** Third-party libraries that sit behind one local module each, so that a swap touches one file. */
const wrapped = [
  { name: 'oidc-client-ts', home: 'src/auth/**', message: 'Only src/auth/ talks to oidc-client-ts.' },
  {
    name: 'dompurify',
    home: 'src/lib/sanitize-html.ts',
    message: 'Sanitize through src/lib/sanitize-html.ts.',
  },
  {
    name: '@tanstack/react-virtual',
    home: 'src/components/virtual-list/**',
    message: 'Virtualize through src/components/virtual-list/.',
  },
  {
    name: 'workbox-window',
    home: 'src/features/offline/service-worker.ts',
    message: 'Talk to the service worker through src/features/offline/service-worker.ts.',
  },
];

/**
 * Every word a reader sees comes from the catalogs (docs/i18n.md): every source file of src/ is held to it,
 * less what is not the app's words. Tests and their seeded data (`testing/`, `src/test/`) speak to the test;
 * src/i18n/ names each language in that language on purpose, and the pseudo-locale's alphabet is data;
 * src/locales/ holds the catalogs themselves.
 */
const LOCALIZED = ['src/**/*.{ts,tsx}'];
const NOT_LOCALIZED = [
  'src/**/*.test.{ts,tsx}',
  'src/**/testing/**',
  'src/test/**',
  'src/i18n/**',
  'src/locales/**',
  'src/**/test-data.ts',
  'src/config/test-config.ts',
  // The icons' drawings (SVG path data) and the class lists, which hold no words.
  'src/components/icon-paths.ts',
  'src/**/*-classes.ts',
];

/**
 * What lingui/no-unlocalized-strings lets through, each for a reason: strings a reader never sees as words.
 */
const UNLOCALIZED_ALLOWED = {
  ignore: [
    // One lowercase token with no space: a key, an enum value, a language tag, a URL path or an event name
    // ('auto', 'commons.language', 'pt-BR', '/settings', 'change'). Words a reader sees start a sentence.
    '^[a-z][\\w.:/@#-]*$',
    // An address or a route's path, with its placeholders: '/users/:userId', '/messages/in_thread/'.
    '^/[^\\s]*$',
    // HTTP's own words: methods and header names ('POST', 'Content-Type', 'X-Requested-With').
    '^[A-Z]+$',
    '^[A-Z][a-z]*(-[A-Z][a-z]*)+$',
  ],
  ignoreNames: [
    // Attributes and properties that carry classes, ids, roles and types, never words.
    {
      regex: {
        pattern:
          '^(className|class|id|key|type|role|htmlFor|href|to|rel|target|method|lang|dir|name|value|variant|inputMode|autoComplete|rootMargin|cssText|Authorization|Accept|contentType)$',
      },
    },
    // Constants in SCREAMING_CASE hold keys and class lists (a translated constant is a msg`` descriptor).
    { regex: { pattern: '^[A-Z0-9_]+$' } },
  ],
  // Errors thrown for developers, and what the console, storage and the DOM are asked by name.
  ignoreFunctions: [
    'Error',
    // What errors say for developers and logs: the screens say an error's kind in the reader's words
    // (api/http/api-error.ts describeError), never its message.
    'ApiError',
    'WireShapeError',
    // The place in an answer a shape error names ('users[3]'), for the same developers.
    'readUser',
    'DOMException',
    // Requests' headers, media queries and selectors, asked by name.
    '*.setRequestHeader',
    'headers.get',
    '*.matchMedia',
    '*.closest',
    '*.matches',
    'console.*',
    '*.getItem',
    '*.setItem',
    '*.removeItem',
    '*.querySelector',
    '*.querySelectorAll',
    '*.addEventListener',
    '*.removeEventListener',
    '*.setAttribute',
    '*.getAttribute',
  ],
  useTsTypes: true,
  // Lookups by key in collections: the key is data.
  ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has', 'URLSearchParams.get'],
};

const fetchMessage = 'Only src/api/http/ calls fetch: add a function there.';
/**
 * Source files the architecture guide keeps small, tests included. Every line counts, blank lines and comments
 * too: it is the number `wc -l` shows and the length a reader scrolls through, and a limit that skipped
 * comments would let a file grow past it by explaining itself.
 */
const SMALL_FILES = ['src', 'emulator', 'contract', 'e2e', 'bench', 'scripts', 'eslint'].map(
  (dir) => `${dir}/**/*.{ts,tsx,js,mjs}`,
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
      // Compiled from the PO files beside them (npm run i18n:compile).
      'src/locales/*/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: {
      commons: {
        rules: { layers: layersRule, 'import-cycles': importCyclesRule, 'logical-sides': logicalSidesRule },
      },
    },
    rules: {
      'commons/layers': 'error',
      'commons/import-cycles': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    extends: [...pluginQuery.configs['flat/recommended']],
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label's words sit one element deeper inside the catalog's <Trans> (docs/i18n.md).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      // The token must never reach a log: the app logs nothing to the console at all.
      'no-console': 'error',
      // Right-to-left languages mirror the page: start/end utilities, never left/right (docs/i18n.md).
      'commons/logical-sides': 'error',
      'no-restricted-imports': ['error', { paths: wrapped.map(({ name, message }) => ({ name, message })) }],
    },
  },
  ...wrapped.map(({ home }) => ({ files: [home], rules: { 'no-restricted-imports': 'off' } })),
  {
    files: LOCALIZED,
    ignores: NOT_LOCALIZED,
    plugins: { lingui },
    rules: {
      ...lingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': ['error', UNLOCALIZED_ALLOWED],
    },
  },
  { files: SMALL_FILES, rules: { 'max-lines': ['error', { max: 300 }] } },
  {
    // Seed data, not logic: one record per person of the demo network, read as a table.
    files: ['emulator/seed/people-data.ts'],
    rules: { 'max-lines': 'off' },
  },
  {
    // The app talks to the network through src/api/http/ alone: one place adds the token, counts the rate
    // limits and reads the errors. Tests and their fake services stub fetch.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/http/**', 'src/api/testing/**', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: fetchMessage }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: fetchMessage,
        })),
      ],
    },
  },
  {
    // The first load runs before React and TanStack Query have loaded: one import of theirs, even of a type,
    // would put them in the first chunk or make it depend on them.
    files: ['src/boot/**/*.{ts,tsx}', 'src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: wrapped.map(({ name, message }) => ({ name, message })),
          patterns: [
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', '@tanstack/*'],
              message:
                'src/boot/ runs before React and TanStack Query: no import of theirs, not even a type.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);

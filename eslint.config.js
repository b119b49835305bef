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
 * The files whose every word a reader sees comes from the catalogs (docs/i18n.md). Each screen joins the
 * list once it is converted; when it holds all of src/, it becomes every source file of src/ less the tests.
 */
const LOCALIZED = [
  'src/features/shell/settings-dialog.tsx',
  'src/boot/**/*.ts',
  'src/lib/**/*.ts',
  'src/**/*-template.ts',
  // The conversation's screens (their testing/ helpers hold fixtures; the feed's *-template.ts files are the
  // early paint's, converted with it).
  'src/features/composer/*.{ts,tsx}',
  'src/features/message-actions/*.{ts,tsx}',
  'src/features/thread/*.{ts,tsx}',
  'src/features/feed/*.tsx',
  'src/features/feed/!(*-template).ts',
  'src/features/notifications/*.{ts,tsx}',
  'src/features/offline/*.{ts,tsx}',
  // People, profiles, profile editing and the org chart; their testing/ folders hold seed data, not words.
  'src/features/people/*.{ts,tsx}',
  'src/features/profile-edit/*.{ts,tsx}',
  'src/features/org-chart/*.{ts,tsx}',
  'src/app/**/*.{ts,tsx}',
  'src/pages/**/*.{ts,tsx}',
  'src/features/sign-in/**/*.{ts,tsx}',
  // Of the layers below the screens, the modules whose words reach a reader (the rest speak to the service).
  'src/api/http/api-error.ts',
  'src/api/outbox/outbox.ts',
  'src/api/outbox/outbox-labels.ts',
  'src/api/groups/membership-write.ts',
  'src/api/messages/delete-write.ts',
  'src/api/messages/like-write.ts',
  'src/api/messages/post-write.ts',
  'src/api/relationships/relationship-write.ts',
  'src/api/subscriptions/follow-write.ts',
  'src/api/threads/thread-follow-view.ts',
  'src/api/users/profile-write.ts',
  'src/auth/auth-return.ts',
  // The shell, the shared components and the embed frame (their *-template.ts files are listed apart).
  'src/features/shell/*.tsx',
  'src/features/shell/places.ts',
  'src/features/shell/use-search-suggestions.ts',
  'src/components/**/*.tsx',
  'src/components/message/message-view.ts',
  'src/embed/*.tsx',
  'src/embed/embed-names.ts',
  'src/features/groups/*',
  'src/features/search/*',
  'src/features/topics/*',
  'src/features/networks/*',
  'src/features/invite/*',
  'src/features/admin/*',
];
// Never in the list: src/i18n/ (each language's name is written in that language on purpose, and the
// pseudo-locale's alphabet is data) and src/locales/ (the catalogs themselves).

/**
 * What lingui/no-unlocalized-strings lets through, each for a reason: strings a reader never sees as words.
 */
const UNLOCALIZED_ALLOWED = {
  ignore: [
    // One lowercase token with no space: a key, an enum value, a language tag, a URL path or an event name
    // ('auto', 'commons.language', 'pt-BR', '/settings', 'change'). Words a reader sees start a sentence.
    '^[a-z][\\w.:/@#-]*$',
  ],
  ignoreNames: [
    // Attributes and properties that carry classes, ids, roles and types, never words.
    {
      regex: {
        pattern:
          '^(className|class|id|key|type|role|htmlFor|href|to|rel|target|method|lang|dir|name|value|variant|inputMode|autoComplete)$',
      },
    },
    // Constants in SCREAMING_CASE hold keys and class lists (a translated constant is a msg`` descriptor).
    { regex: { pattern: '^[A-Z0-9_]+$' } },
  ],
  // Errors thrown for developers, and what the console, storage and the DOM are asked by name.
  ignoreFunctions: [
    'Error',
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
    ignores: ['src/**/*.test.{ts,tsx}'],
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

// @ts-check
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

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
  // Where a message is used, without line numbers: moving code does not touch nine catalogs.
  format: formatter({ lineNumbers: false }),
  // Modules the bundler splits: English is imported by the runtime, every other one is its own lazy chunk.
  compileNamespace: 'ts',
});

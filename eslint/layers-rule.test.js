// @ts-check
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { layersRule } from './layers-rule.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '..');

/** An absolute path in the repository: the rule finds a file's layer from where it sits. */
const at = (/** @type {string} */ file) => path.join(ROOT, file);

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('commons/layers', layersRule, {
  valid: [
    {
      name: 'a layer imports one below it',
      filename: at('src/features/feed/x.ts'),
      code: "import { a } from '../../api/a';",
    },
    { name: 'a layer imports itself', filename: at('src/auth/x.ts'), code: "import { a } from './session';" },
    {
      name: 'auth imports config',
      filename: at('src/auth/x.ts'),
      code: "import { a } from '../config/app-config';",
    },
    { name: 'the entry starts the app', filename: at('src/main.tsx'), code: "void import('./app/boot');" },
    {
      name: 'a package is no layer',
      filename: at('src/auth/x.ts'),
      code: "import { UserManager } from 'oidc-client-ts';",
    },
    { name: 'a stylesheet is no layer', filename: at('src/main.tsx'), code: "import './index.css';" },
    {
      name: 'a component reads the catalogs',
      filename: at('src/components/x.tsx'),
      code: "import { useLingui } from '../i18n/lingui-runtime';",
    },
    {
      name: 'the runtime imports the compiled catalogs',
      filename: at('src/i18n/x.ts'),
      code: "import { messages } from '../locales/en/messages';",
    },
    {
      name: 'a file outside src/ in no layer',
      filename: at('vite.config.ts'),
      code: "import { a } from './src/app/a';",
    },
  ],
  invalid: [
    {
      name: 'a lower layer imports a higher one',
      filename: at('src/components/x.ts'),
      code: "import { a } from '../api/a';",
      errors: [
        { message: 'Layer src/components must not import src/api (see shared/guides/architecture.md).' },
      ],
    },
    {
      name: 'auth imports components',
      filename: at('src/auth/x.ts'),
      code: "import { Button } from '../components/button';",
      errors: [
        { message: 'Layer src/auth must not import src/components (see shared/guides/architecture.md).' },
      ],
    },
    {
      name: 'the languages import the UI',
      filename: at('src/i18n/x.ts'),
      code: "import { Button } from '../components/button';",
      errors: [
        { message: 'Layer src/i18n must not import src/components (see shared/guides/architecture.md).' },
      ],
    },
    {
      name: 'the embed loader reads the catalogs',
      filename: at('src/embed-loader/x.ts'),
      code: "import { LOCALES } from '../i18n/locales';",
      errors: [
        { message: 'Layer src/embed-loader must not import src/i18n (see shared/guides/architecture.md).' },
      ],
    },
    {
      name: 'a dynamic import goes up',
      filename: at('src/lib/x.ts'),
      code: "void import('../app/boot');",
      errors: [{ message: 'Layer src/lib must not import src/app (see shared/guides/architecture.md).' }],
    },
    {
      name: 'a feature imports another feature',
      filename: at('src/features/feed/x.ts'),
      code: "export { a } from '../people/a';",
      errors: [
        {
          message:
            'Feature "feed" must not import feature "people"; lift shared code into components/ or lib/.',
        },
      ],
    },
    {
      name: 'api renders',
      filename: at('src/api/x.tsx'),
      code: 'export const a = <p />;',
      errors: [{ message: 'api/ renders nothing: no JSX here.' }],
    },
    {
      name: 'the app reaches into the emulator',
      filename: at('src/app/x.ts'),
      code: "import { a } from '../../emulator/app';",
      errors: [{ message: 'Layer src/app must not import emulator (see shared/guides/architecture.md).' }],
    },
    {
      name: 'a top-level file of src/ in no layer',
      filename: at('src/setup.ts'),
      code: "import { a } from './api/a';",
      errors: [
        {
          message:
            'src/setup.ts belongs to no layer: put it in one, or add its layer to eslint/layers-rule.js.',
        },
      ],
    },
    {
      name: 'a new folder of src/ in no layer',
      filename: at('src/widgets/x.ts'),
      code: 'export const a = 1;',
      errors: [
        {
          message:
            'src/widgets/x.ts belongs to no layer: put it in one, or add its layer to eslint/layers-rule.js.',
        },
      ],
    },
  ],
});

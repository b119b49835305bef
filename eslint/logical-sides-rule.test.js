// @ts-check
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { logicalSidesRule, physicalCssDeclarations, physicalUtilities } from './logical-sides-rule.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('commons/logical-sides', logicalSidesRule, {
  valid: [
    {
      name: 'logical utilities',
      code: "const c = 'ms-auto pe-2 start-0 -end-1 text-start border-s rounded-ee-lg';",
    },
    {
      name: 'look-alikes',
      code: "const c = 'rounded-lg border-lime-500 text-lg mx-2 px-4 inset-x-0 leftover';",
    },
    { name: 'English words', code: "const s = 'Swipe left or right';" },
    { name: 'JSX text is not a class list', code: 'const e = <p>turn left-ish</p>;' },
  ],
  invalid: [
    { name: 'margin in JSX', code: '<div className="flex ml-auto" />', errors: 1 },
    { name: 'variant and negative', code: "const c = 'sm:-mr-2 focus:left-2';", errors: 2 },
    { name: 'in a template', code: 'const c = `p-2 ${x} pl-3 text-right`;', errors: 2 },
    {
      name: 'borders and corners',
      code: "const c = 'border-l border-r-2 rounded-tl-md rounded-r';",
      errors: 4,
    },
    { name: 'important and arbitrary', code: "const c = '!pr-[3px] [&>*]:right-0';", errors: 2 },
  ],
});

describe('physicalUtilities', () => {
  it('names the logical utility to use', () => {
    expect(physicalUtilities('md:ml-4 text-left')).toEqual([
      { token: 'md:ml-4', physical: 'ml', logical: 'ms' },
      { token: 'text-left', physical: 'text-left', logical: 'text-start' },
    ]);
  });
});

describe('the style sheets', () => {
  it('finds physical declarations, and not their logical ones', () => {
    expect(
      physicalCssDeclarations(
        'a{left:0;margin-right: 1px;text-align: left} /* left: 0 */ b{inset-inline-start:0}',
      ),
    ).toEqual(['left:', 'margin-right:', 'text-align: left']);
  });

  it('src/ has none', () => {
    const root = path.resolve(import.meta.dirname, '../src');
    const sheets = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    expect(sheets.length).toBeGreaterThan(0);
    for (const sheet of sheets) {
      expect(physicalCssDeclarations(readFileSync(path.join(root, sheet), 'utf8')), sheet).toEqual([]);
    }
  });
});

// @ts-check
/**
 * No physical left or right in the app's styles: in Arabic and Hebrew the page is mirrored, and only the
 * logical utilities (start/end) follow it. The rule reads every string of src/ as it might be a class list,
 * so a class built in a helper (`*-classes.ts`) is caught as well as one written in JSX. A token is flagged
 * only in the shapes Tailwind gives these utilities (with a variant prefix, a negative sign or `!`, and a
 * value where one is required), so English words such as "left" in a string are not.
 * `physicalCssDeclarations` does the same for the style sheets (eslint/logical-sides-rule.test.js).
 */

/** Physical utility -> its logical one. */
const LOGICAL = {
  ml: 'ms',
  mr: 'me',
  pl: 'ps',
  pr: 'pe',
  'scroll-ml': 'scroll-ms',
  'scroll-mr': 'scroll-me',
  'scroll-pl': 'scroll-ps',
  'scroll-pr': 'scroll-pe',
  left: 'start',
  right: 'end',
  'text-left': 'text-start',
  'text-right': 'text-end',
  'float-left': 'float-start',
  'float-right': 'float-end',
  'clear-left': 'clear-start',
  'clear-right': 'clear-end',
  'border-l': 'border-s',
  'border-r': 'border-e',
  'rounded-l': 'rounded-s',
  'rounded-r': 'rounded-e',
  'rounded-tl': 'rounded-ss',
  'rounded-tr': 'rounded-se',
  'rounded-bl': 'rounded-es',
  'rounded-br': 'rounded-ee',
};

const VARIANTS = String.raw`(?:[a-z0-9-]+:|\[[^\]\s]*\]:)*!?-?`;
const VALUE = String.raw`-[^\s'"\x60]+`;
/** Utilities that always take a value (`ml-2`, `left-0`), and those that may stand alone (`border-l`). */
const NEEDS_VALUE = String.raw`(m[lr]|p[lr]|scroll-[mp][lr]|left|right)(?=-)`;
const MAY_STAND_ALONE = String.raw`(text-(?:left|right)|float-(?:left|right)|clear-(?:left|right)|border-[lr]|rounded-(?:[lr]|[tb][lr]))`;
const TOKEN = new RegExp(
  String.raw`(?<=^|\s)${VARIANTS}(?:${NEEDS_VALUE}${VALUE}|${MAY_STAND_ALONE}(?:${VALUE})?)(?=\s|$)`,
  'g',
);

/**
 * The physical utilities of a string, each with the logical one to use instead.
 * @param {string} text
 * @returns {{ token: string, physical: string, logical: string }[]}
 */
export function physicalUtilities(text) {
  return [...text.matchAll(TOKEN)].map((match) => {
    const physical = /** @type {keyof typeof LOGICAL} */ (match[1] ?? match[2]);
    return { token: match[0], physical, logical: LOGICAL[physical] };
  });
}

const CSS_PHYSICAL =
  /(?<![\w-])(left|right|margin-left|margin-right|padding-left|padding-right|border-left[\w-]*|border-right[\w-]*|border-top-left-radius|border-top-right-radius|border-bottom-left-radius|border-bottom-right-radius|scroll-margin-left|scroll-margin-right|scroll-padding-left|scroll-padding-right)\s*:|(?:text-align|float|clear)\s*:\s*(left|right)\b/g;

/**
 * The physical declarations of a style sheet (`left:`, `margin-right:`, `text-align: left`...), comments
 * left out: `inset-inline-start`, `margin-inline-end`, `text-align: start` are the ones that follow the page.
 * @param {string} css
 * @returns {string[]}
 */
export function physicalCssDeclarations(css) {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(CSS_PHYSICAL)].map((match) => match[0].trim());
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalSidesRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Use logical (start/end) utilities, never physical left/right, so right-to-left mirrors',
    },
    schema: [],
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    function check(node, text) {
      for (const { token, physical, logical } of physicalUtilities(text)) {
        context.report({
          node,
          message: `"${token}" is physical and does not mirror in right-to-left languages: use ${logical} instead of ${physical} (docs/i18n.md).`,
        });
      }
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

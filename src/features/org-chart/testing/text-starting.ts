import type { MatcherFunction } from '@testing-library/react';

const plain = (element: Element | null) => (element?.textContent ?? '').replace(/[\u2068\u2069]/g, '');

/**
 * The innermost element whose text starts with `text`, read whole: a name inside the sentence is its own
 * element (<bdi>) or set apart by isolate marks, which a plain text query does not see through.
 */
export function textStarting(text: string): MatcherFunction {
  return (_, element) =>
    plain(element).startsWith(text) &&
    ![...(element?.children ?? [])].some((child) => plain(child).startsWith(text));
}

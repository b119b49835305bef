import type { Child, Kit } from './markup-kit';

/**
 * A translated sentence with a person's, group's or network's name in it, the name in a `<bdi>`: an Arabic
 * name in an English line, or an English one in an Arabic line, keeps its own direction without reordering
 * the words around it. The name is found in the sentence as the catalog gave it (a placeholder is replaced
 * by the name itself), so the words before and after it stay text, in the translator's order. `wrap` puts
 * the name in another element instead (one only screen readers see).
 */
export function withName<N>(
  k: Kit<N>,
  sentence: string,
  name: string,
  wrap: (name: string) => N = (text) => k.h('bdi', null, text),
): Child<N>[] {
  const at = name === '' ? -1 : sentence.indexOf(name);
  if (at < 0) return [sentence];
  return [sentence.slice(0, at), wrap(name), sentence.slice(at + name.length)].filter((part) => part !== '');
}

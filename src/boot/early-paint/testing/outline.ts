/**
 * Attributes that only the app's render carries: tooltips (their Intl formats come with the app) and the
 * router's own marker on its links.
 */
const APP_ONLY = new Set(['title', 'data-discover']);

/**
 * An element tree as comparable lines: tag, attributes (sorted) and text, in document order, for the tests
 * that hold the early paint to the app's render. Inside a rich body only tags and text count: the early
 * paint keeps the sanitizer's tags but none of their attributes.
 */
export function outline(root: Element): string[] {
  const lines: string[] = [];
  const walk = (node: Node, depth: number, inRich: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (text !== '') lines.push(`${' '.repeat(depth)}"${text}"`);
      return;
    }
    if (!(node instanceof Element)) return;
    const attrs = inRich
      ? []
      : [...node.attributes]
          .filter((a) => !APP_ONLY.has(a.name) && !(a.name === 'class' && a.value === ''))
          .map((a) => `${a.name}=${a.value}`)
          .sort();
    lines.push(`${' '.repeat(depth)}<${node.tagName.toLowerCase()} ${attrs.join(' ')}>`);
    const rich = inRich || node.classList.contains('[&_a]:underline');
    // Adjacent text nodes (React splits "in " + name; the DOM builder joins) compare as one.
    node.normalize();
    for (const child of node.childNodes) walk(child, depth + 1, rich);
  };
  walk(root, 0, false);
  return lines;
}

type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | number | boolean | undefined>;

/**
 * A DOM element from a tag, attributes and children. Text children become text nodes, never markup, so
 * nothing from the service is ever parsed as HTML here.
 */
export function h(tag: string, attributes: Attributes | null, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name === 'className' ? 'class' : name, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child);
  }
  return el;
}

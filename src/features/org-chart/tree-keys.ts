/**
 * The keys of the WAI-ARIA APG tree pattern, as a pure function of the nodes a reader can reach (in tree
 * order) and the one that has focus: the component applies what it answers.
 */

export interface KeyNode {
  key: string;
  parentKey: string | null;
  expanded: boolean | undefined;
  /** What type-ahead matches: the person's name. */
  label: string;
}

export type TreeAction =
  | { type: 'focus'; key: string }
  | { type: 'expand'; key: string }
  | { type: 'collapse'; key: string }
  | { type: 'activate'; key: string };

/** What a key does on the focused node, or null when the tree does not handle it (Tab, modifiers...). */
export function treeKeyAction(nodes: readonly KeyNode[], activeKey: string, key: string): TreeAction | null {
  const index = nodes.findIndex((n) => n.key === activeKey);
  const node = nodes[index];
  if (!node) return null;
  const focus = (target: KeyNode | undefined): TreeAction | null =>
    target ? { type: 'focus', key: target.key } : null;
  switch (key) {
    case 'ArrowDown':
      return focus(nodes[index + 1]);
    case 'ArrowUp':
      return focus(nodes[index - 1]);
    case 'Home':
      return focus(nodes[0]);
    case 'End':
      return focus(nodes.at(-1));
    case 'ArrowRight':
      // Closed: open it. Open: its first child. An end node: nothing.
      if (node.expanded === false) return { type: 'expand', key: node.key };
      if (node.expanded === true) {
        const child = nodes[index + 1];
        return child?.parentKey === node.key ? focus(child) : null;
      }
      return null;
    case 'ArrowLeft':
      // Open: close it. Otherwise: its parent. A closed root: nothing.
      if (node.expanded === true) return { type: 'collapse', key: node.key };
      return focus(nodes.find((n) => n.key === node.parentKey));
    case 'Enter':
      return { type: 'activate', key: node.key };
    default:
      return typeAhead(nodes, index, key);
  }
}

/** A printable character moves to the next node whose name starts with it, wrapping around. */
function typeAhead(nodes: readonly KeyNode[], index: number, key: string): TreeAction | null {
  if (key.length !== 1 || key === ' ') return null;
  const char = key.toLocaleLowerCase();
  for (let step = 1; step < nodes.length; step++) {
    const candidate = nodes[(index + step) % nodes.length];
    if (candidate?.label.toLocaleLowerCase().startsWith(char)) return { type: 'focus', key: candidate.key };
  }
  return null;
}

import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Id } from '../../../contract/common';
import { visibleNodes, type OrgNode } from './org-model';
import { treeKeyAction, type TreeAction } from './tree-keys';

/** Key names, never words: right to left, the two arrows trade places. */
const LEFT = 'ArrowLeft';
const RIGHT = 'ArrowRight';
const mirrored = (key: string) => (key === LEFT ? RIGHT : key === RIGHT ? LEFT : key);

/** The DOM id of a node's treeitem: stable across renders and visits, so Back can return focus to it. */
export const nodeDomId = (key: string) => ['org', key].join('-');

/** The id of a part of a node's card (its name, what it is), which the treeitem is labelled by. */
export const nodePartId = (key: string, part: 'name' | 'about') => [nodeDomId(key), part].join('-');

export interface TreeState {
  /** Opened reports and colleagues, each with the person whose reports it shows. */
  opened: ReadonlyMap<string, Id>;
  closed: ReadonlySet<string>;
  revealed: ReadonlySet<string>;
  /** The node the reader opened last: what the chart's live region speaks of. */
  lastOpened: string | null;
}

const EMPTY: TreeState = { opened: new Map(), closed: new Set(), revealed: new Set(), lastOpened: null };

/** Which nodes are open, closed or revealed: the chart's own state, reset when it re-centres. */
export function useTreeState() {
  const [state, setState] = useState<TreeState>(EMPTY);
  const open = useCallback((node: OrgNode) => {
    setState((s) => {
      if (node.person === undefined) return s;
      if (s.closed.has(node.key)) {
        const closed = new Set(s.closed);
        closed.delete(node.key);
        return { ...s, closed, lastOpened: node.key };
      }
      return { ...s, opened: new Map(s.opened).set(node.key, node.person.id), lastOpened: node.key };
    });
  }, []);
  const close = useCallback((node: OrgNode) => {
    setState((s) => {
      if (!s.opened.has(node.key)) return { ...s, closed: new Set(s.closed).add(node.key) };
      const opened = new Map(s.opened);
      opened.delete(node.key);
      return { ...s, opened };
    });
  }, []);
  const reveal = useCallback((parentKey: string) => {
    setState((s) => ({ ...s, revealed: new Set(s.revealed).add(parentKey) }));
  }, []);
  return { state, open, close, reveal };
}

export interface TreeFocusOptions {
  roots: readonly OrgNode[];
  /** Where Tab enters the tree when nothing was focused yet: the centred person. */
  homeKey: string;
  open: (node: OrgNode) => void;
  close: (node: OrgNode) => void;
  reveal: (parentKey: string) => void;
  recentre: (id: Id) => void;
}

/**
 * The roving tabindex of the APG tree: one node is in the Tab order (the one last focused, else the
 * centred person); the keys move focus among the nodes a reader can reach, open and close them, and Enter
 * re-centres the chart (or reveals a team's "+N more").
 */
export function useTreeFocus({ roots, homeKey, open, close, reveal, recentre }: TreeFocusOptions) {
  const visible = visibleNodes(roots);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const reachable = (key: string | null): key is string => visible.some((n) => n.key === key);
  // The centred person, unless a closed manager above hides them: then the top of the chart.
  const active = reachable(activeKey)
    ? activeKey
    : reachable(homeKey)
      ? homeKey
      : (visible[0]?.key ?? homeKey);

  // Focus moves after the render that drew its target (a revealed member, a child just opened).
  useEffect(() => {
    const key = pending.current;
    if (key === null) return;
    const el = document.getElementById(nodeDomId(key));
    if (!el) return;
    pending.current = null;
    el.focus();
  });

  const focusNode = (key: string) => {
    setActiveKey(key);
    const el = document.getElementById(nodeDomId(key));
    el?.focus();
    pending.current = el ? null : key;
  };

  const activate = (node: OrgNode) => {
    if (node.more) {
      // The first member it revealed takes its place, and focus.
      reveal(node.more.reveals);
      focusNode(node.more.firstKey);
    } else if (node.person && node.kind !== 'centre') recentre(node.person.id);
  };

  const apply = (action: TreeAction) => {
    const node = visible.find((n) => n.key === action.key);
    if (!node) return;
    if (action.type === 'focus') focusNode(node.key);
    else if (action.type === 'expand') open(node);
    else if (action.type === 'collapse') close(node);
    else activate(node);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Right to left the team opens towards the left: the two arrows trade places, as the picture does.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const nodes = visible.map((n) => ({
      key: n.key,
      parentKey: n.parentKey,
      expanded: n.expanded,
      label: n.person?.full_name ?? '',
    }));
    const action = treeKeyAction(nodes, active, rtl ? mirrored(event.key) : event.key);
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  return {
    activeKey: active,
    onKeyDown,
    /** A node was focused (by a click or by the keys): it becomes the one in the Tab order. */
    onFocusNode: (key: string) => {
      setActiveKey(key);
    },
    activate,
    toggle: (node: OrgNode) => {
      if (node.expanded === true) close(node);
      else if (node.expanded === false) open(node);
    },
  };
}

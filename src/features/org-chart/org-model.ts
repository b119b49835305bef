import type { Id } from '../../../contract/common';
import type { UserReference } from '../../../contract/references';

/** A team (or a row of colleagues) longer than this shows its first members and a "+N more". */
export const TEAM_LIMIT = 12;

export type NodeKind = 'manager' | 'centre' | 'colleague' | 'report' | 'more';

/**
 * One node of the chart, which is both the picture and the ARIA tree: the chain of managers, each the
 * parent of the next, the last the parent of the centred person and their colleagues; the centred person
 * the parent of their direct reports; any report the parent of theirs once opened.
 */
export interface OrgNode {
  key: string;
  kind: NodeKind;
  /** Absent for a "+N more" node. */
  person?: UserReference;
  parentKey: string | null;
  level: number;
  setsize: number;
  posinset: number;
  /** true or false for a node that has (or may have) reports; undefined for a leaf. */
  expanded: boolean | undefined;
  /** Opened, and its reports are on their way. */
  loading: boolean;
  /** Opened, and the service says they have no direct reports. */
  noReports?: boolean;
  /** A "+N more" node: how many it reveals, what it reveals, and the first node it reveals. */
  more?: { count: number; reveals: string; firstKey: string };
  /** What is drawn under it, in tree order. */
  children: OrgNode[];
}

export interface OrgInput {
  centre: UserReference;
  /** From the top of the chain down to the centred person's manager (empty for a root). */
  chain: readonly UserReference[];
  colleagues: readonly UserReference[];
  /** A person's direct reports when their relationships are in the cache, else undefined. */
  reportsOf: (id: Id) => readonly UserReference[] | undefined;
  /** Reports the reader opened, and managers or the centred person the reader closed. */
  opened: ReadonlySet<string>;
  closed: ReadonlySet<string>;
  /** Rows whose "+N more" was revealed (a team's parent key, or COLLEAGUES). */
  revealed: ReadonlySet<string>;
}

/** The key under which the colleagues' "+N more" is revealed. */
export const COLLEAGUES = 'k';

/** Loops in the data (A reports to B reports to A) stop drawing here. */
const MAX_DEPTH = 32;

function node(key: string, kind: NodeKind, parentKey: string | null, person?: UserReference): OrgNode {
  return {
    key,
    kind,
    ...(person ? { person } : {}),
    parentKey,
    level: 1,
    setsize: 1,
    posinset: 1,
    expanded: undefined,
    loading: false,
    children: [],
  };
}

/** Numbers siblings (aria-level, aria-setsize, aria-posinset); the set counts those behind "+N more". */
function number(nodes: OrgNode[], level: number): OrgNode[] {
  const hidden = nodes.reduce((sum, n) => sum + (n.more?.count ?? 0), 0);
  const total = nodes.filter((n) => n.kind !== 'more').length + hidden;
  nodes.forEach((n, i) => {
    n.level = level;
    n.setsize = total;
    n.posinset = i + 1;
    number(n.children, level + 1);
  });
  return nodes;
}

/** A row of people: the first TEAM_LIMIT and a "+N more", unless `reveals` was revealed. */
function row(
  input: OrgInput,
  people: readonly UserReference[],
  reveals: string,
  make: (person: UserReference) => OrgNode,
  parentKey: string | null,
): OrgNode[] {
  const shown = input.revealed.has(reveals) ? people : people.slice(0, TEAM_LIMIT);
  const nodes = shown.map(make);
  const first = people[shown.length];
  if (first) {
    const more = node([reveals, 'more'].join('/'), 'more', parentKey);
    more.more = { count: people.length - shown.length, reveals, firstKey: make(first).key };
    nodes.push(more);
  }
  return nodes;
}

/** A team: the direct reports of the node `parentKey`, each one a branch that opens on demand. */
function team(input: OrgInput, parentKey: string, reports: readonly UserReference[], depth: number) {
  return row(
    input,
    reports,
    parentKey,
    (p) => report(input, `${parentKey}/${String(p.id)}`, p, parentKey, depth),
    parentKey,
  );
}

/**
 * A direct report: closed until the reader opens it (then their reports are asked for); a leaf once
 * their relationships are known to hold no reports.
 */
function report(
  input: OrgInput,
  key: string,
  person: UserReference,
  parentKey: string,
  depth: number,
): OrgNode {
  const n = node(key, 'report', parentKey, person);
  const reports = input.reportsOf(person.id);
  if (reports?.length === 0 && input.opened.has(key)) n.noReports = true;
  if (reports?.length === 0 || depth > MAX_DEPTH) return n;
  n.expanded = input.opened.has(key);
  if (!n.expanded) return n;
  if (reports === undefined) n.loading = true;
  else n.children = team(input, key, reports, depth + 1);
  return n;
}

/** The chart as a tree of nodes, numbered for the ARIA tree. */
export function buildOrgTree(input: OrgInput): OrgNode[] {
  const { centre, chain } = input;
  const managerKey = (id: Id) => `m${String(id)}`;
  const parentOfCentre = chain.at(-1);
  const parentKey = parentOfCentre ? managerKey(parentOfCentre.id) : null;
  const centreNode = node(`c${String(centre.id)}`, 'centre', parentKey, centre);
  const reports = input.reportsOf(centre.id);
  if (reports === undefined) centreNode.loading = true;
  else if (reports.length > 0) {
    centreNode.expanded = !input.closed.has(centreNode.key);
    if (centreNode.expanded) centreNode.children = team(input, centreNode.key, reports, 1);
  }
  // Colleagues are the chart's side links: re-centring on one shows their team.
  const colleagues = row(
    input,
    input.colleagues,
    COLLEAGUES,
    (p) => node(`k${String(p.id)}`, 'colleague', parentKey, p),
    parentKey,
  );
  let level: OrgNode[] = [centreNode, ...colleagues];
  for (let i = chain.length - 1; i >= 0; i--) {
    const manager = chain[i] as UserReference;
    const above = chain[i - 1];
    const up = node(managerKey(manager.id), 'manager', above ? managerKey(above.id) : null, manager);
    up.expanded = !input.closed.has(up.key);
    up.children = up.expanded ? level : [];
    level = [up];
  }
  return number(level, 1);
}

/** The nodes a reader can reach, in tree order (what Up and Down walk through). */
export function visibleNodes(roots: readonly OrgNode[]): OrgNode[] {
  const out: OrgNode[] = [];
  const walk = (nodes: readonly OrgNode[]) => {
    for (const n of nodes) {
      out.push(n);
      if (n.expanded === true) walk(n.children);
    }
  };
  walk(roots);
  return out;
}

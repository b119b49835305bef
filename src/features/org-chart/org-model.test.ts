import { describe, expect, it } from 'vitest';
import type { Id } from '../../../contract/common';
import type { UserReference } from '../../../contract/references';
import { buildOrgTree, COLLEAGUES, TEAM_LIMIT, visibleNodes, type OrgInput } from './org-model';

const person = (id: number, name = `Person ${String(id)}`): UserReference => ({
  type: 'user',
  id,
  name: name.toLowerCase().replace(' ', '.'),
  full_name: name,
});

const people = (from: number, count: number) => Array.from({ length: count }, (_, i) => person(from + i));

function input(over: Partial<OrgInput> & { teams?: Record<Id, UserReference[]> } = {}): OrgInput {
  const teams = over.teams ?? {};
  return {
    centre: person(10, 'Alice Andersen'),
    chain: [person(1, 'Tariq Morales')],
    colleagues: [person(20, 'Ada Admin')],
    reportsOf: (id) => teams[id],
    opened: new Set(),
    closed: new Set(),
    revealed: new Set(),
    ...over,
  };
}

const summary = (input: OrgInput) =>
  visibleNodes(buildOrgTree(input)).map((n) => [n.key, n.level, n.posinset, n.setsize, n.expanded]);

describe('buildOrgTree', () => {
  it('puts the chain above, the person below their manager with their colleagues, and the reports below', () => {
    const tree = input({ teams: { 10: [person(30), person(31)] } });
    expect(summary(tree)).toEqual([
      ['m1', 1, 1, 1, true],
      ['c10', 2, 1, 2, true],
      ['c10/30', 3, 1, 2, false],
      ['c10/31', 3, 2, 2, false],
      ['k20', 2, 2, 2, undefined],
    ]);
    const [top] = buildOrgTree(tree);
    expect(top?.children.map((n) => n.kind)).toEqual(['centre', 'colleague']);
    expect(top?.children[1]?.parentKey).toBe('m1');
  });

  it('walks a five-level chain from the top down, each manager the parent of the next', () => {
    const chain = people(1, 5);
    const nodes = visibleNodes(buildOrgTree(input({ chain, colleagues: [], teams: { 10: [] } })));
    expect(nodes.map((n) => [n.key, n.level, n.parentKey])).toEqual([
      ['m1', 1, null],
      ['m2', 2, 'm1'],
      ['m3', 3, 'm2'],
      ['m4', 4, 'm3'],
      ['m5', 5, 'm4'],
      ['c10', 6, 'm5'],
    ]);
  });

  it('makes a person without a manager a root, beside their colleagues', () => {
    const nodes = visibleNodes(buildOrgTree(input({ chain: [], teams: { 10: [] } })));
    expect(nodes.map((n) => [n.key, n.level, n.parentKey, n.expanded])).toEqual([
      ['c10', 1, null, undefined],
      ['k20', 1, null, undefined],
    ]);
  });

  it('shows the first 12 of a team of 40 and "+28 more", numbered against the whole team', () => {
    const nodes = visibleNodes(buildOrgTree(input({ colleagues: [], teams: { 10: people(100, 40) } })));
    const team = nodes.filter((n) => n.parentKey === 'c10');
    expect(team).toHaveLength(TEAM_LIMIT + 1);
    expect(team.every((n) => n.setsize === 40)).toBe(true);
    const more = team.at(-1);
    expect(more?.kind).toBe('more');
    expect(more?.more).toEqual({ count: 28, reveals: 'c10', firstKey: 'c10/112' });
    expect(more?.posinset).toBe(13);
  });

  it('reveals the rest of the team once asked, and no "+N more" for a team of 12', () => {
    const revealed = visibleNodes(
      buildOrgTree(input({ colleagues: [], revealed: new Set(['c10']), teams: { 10: people(100, 40) } })),
    );
    expect(revealed.filter((n) => n.parentKey === 'c10')).toHaveLength(40);
    expect(revealed.some((n) => n.kind === 'more')).toBe(false);
    const twelve = visibleNodes(buildOrgTree(input({ colleagues: [], teams: { 10: people(100, 12) } })));
    expect(twelve.some((n) => n.kind === 'more')).toBe(false);
  });

  it('limits a long row of colleagues the same way', () => {
    const nodes = visibleNodes(buildOrgTree(input({ colleagues: people(200, 15), teams: { 10: [] } })));
    const more = nodes.find((n) => n.kind === 'more');
    expect(more?.more).toEqual({ count: 3, reveals: COLLEAGUES, firstKey: 'k212' });
    expect(more?.setsize).toBe(16);
  });

  it('opens a report on demand: loading until their team is cached, then their team under them', () => {
    const opened = new Set(['c10/30']);
    const loading = buildOrgTree(input({ opened, teams: { 10: [person(30)] } }));
    const waiting = visibleNodes(loading).find((n) => n.key === 'c10/30');
    expect(waiting).toMatchObject({ expanded: true, loading: true, children: [] });
    const loaded = visibleNodes(
      buildOrgTree(input({ opened, teams: { 10: [person(30)], 30: [person(40)] } })),
    );
    expect(loaded.find((n) => n.key === 'c10/30/40')).toMatchObject({ level: 4, parentKey: 'c10/30' });
  });

  it('knows a report with no team is a leaf, without asking', () => {
    const nodes = visibleNodes(buildOrgTree(input({ teams: { 10: [person(30)], 30: [] } })));
    expect(nodes.find((n) => n.key === 'c10/30')?.expanded).toBeUndefined();
  });

  it('hides what is under a closed manager or a closed centre', () => {
    const closedTop = visibleNodes(
      buildOrgTree(input({ closed: new Set(['m1']), teams: { 10: [person(30)] } })),
    );
    expect(closedTop.map((n) => [n.key, n.expanded])).toEqual([['m1', false]]);
    const closedCentre = visibleNodes(
      buildOrgTree(input({ closed: new Set(['c10']), teams: { 10: [person(30)] } })),
    );
    expect(closedCentre.map((n) => n.key)).toEqual(['m1', 'c10', 'k20']);
  });

  it('marks the centre as loading while its own relationships are on their way', () => {
    const [top] = buildOrgTree(input());
    expect(top?.children[0]).toMatchObject({ kind: 'centre', loading: true, expanded: undefined });
  });
});

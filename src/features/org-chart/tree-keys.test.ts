import { describe, expect, it } from 'vitest';
import { treeKeyAction, type KeyNode } from './tree-keys';

/**
 * The chart of Alice as the tree shows it: Tariq (manager, open) > Alice (open) > Ethan (closed), Mei
 * (no reports); then Ada, Alice's colleague.
 */
const NODES: KeyNode[] = [
  { key: 'm1', parentKey: null, expanded: true, label: 'Tariq Morales' },
  { key: 'c2', parentKey: 'm1', expanded: true, label: 'Alice Andersen' },
  { key: 'c2/3', parentKey: 'c2', expanded: false, label: 'Ethan Natarajan' },
  { key: 'c2/4', parentKey: 'c2', expanded: undefined, label: 'Mei Khan' },
  { key: 'k5', parentKey: 'm1', expanded: undefined, label: 'Ada Admin' },
];

const act = (active: string, key: string) => treeKeyAction(NODES, active, key);

describe('treeKeyAction (the APG tree keys)', () => {
  it('moves down and up through the nodes in tree order, and stops at the ends', () => {
    expect(act('c2', 'ArrowDown')).toEqual({ type: 'focus', key: 'c2/3' });
    expect(act('c2/4', 'ArrowDown')).toEqual({ type: 'focus', key: 'k5' });
    expect(act('k5', 'ArrowDown')).toBeNull();
    expect(act('c2/3', 'ArrowUp')).toEqual({ type: 'focus', key: 'c2' });
    expect(act('m1', 'ArrowUp')).toBeNull();
  });

  it('goes to the first and the last node with Home and End', () => {
    expect(act('c2/4', 'Home')).toEqual({ type: 'focus', key: 'm1' });
    expect(act('m1', 'End')).toEqual({ type: 'focus', key: 'k5' });
  });

  it('Right opens a closed node, enters an open one, and does nothing on an end node', () => {
    expect(act('c2/3', 'ArrowRight')).toEqual({ type: 'expand', key: 'c2/3' });
    expect(act('c2', 'ArrowRight')).toEqual({ type: 'focus', key: 'c2/3' });
    expect(act('c2/4', 'ArrowRight')).toBeNull();
  });

  it('Left closes an open node, otherwise goes to the parent, and does nothing on a closed root', () => {
    expect(act('c2', 'ArrowLeft')).toEqual({ type: 'collapse', key: 'c2' });
    expect(act('c2/4', 'ArrowLeft')).toEqual({ type: 'focus', key: 'c2' });
    expect(act('k5', 'ArrowLeft')).toEqual({ type: 'focus', key: 'm1' });
    const closedRoot: KeyNode[] = [{ key: 'm1', parentKey: null, expanded: false, label: 'Tariq' }];
    expect(treeKeyAction(closedRoot, 'm1', 'ArrowLeft')).toBeNull();
  });

  it('Enter activates (re-centres on) the focused node', () => {
    expect(act('c2/3', 'Enter')).toEqual({ type: 'activate', key: 'c2/3' });
  });

  it('a letter moves to the next name that starts with it, wrapping around', () => {
    expect(act('m1', 'm')).toEqual({ type: 'focus', key: 'c2/4' });
    expect(act('k5', 'T')).toEqual({ type: 'focus', key: 'm1' });
    expect(act('m1', 'z')).toBeNull();
  });

  it('leaves every other key to the page (Tab, Space, unknown focus)', () => {
    expect(act('c2', 'Tab')).toBeNull();
    expect(act('c2', ' ')).toBeNull();
    expect(act('gone', 'ArrowDown')).toBeNull();
  });
});

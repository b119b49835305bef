import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/render';
import { OrgChart } from './org-chart';
import { orgService, P, relationshipReads, type OrgService } from './org-chart-testing';

/** The chart of whoever the address names, as the page draws it (a fresh chart for each person). */
function Chart() {
  const id = Number(/\/users\/(\d+)\/org/.exec(useLocation().pathname)?.[1]);
  return <OrgChart key={id} userId={id} />;
}

const chartOf = (id: number) => renderWithApp(<Chart />, { path: `/users/${String(id)}/org` });
const item = (name: string) => screen.findByRole('treeitem', { name });
const focused = () => document.activeElement?.getAttribute('aria-labelledby');

let service: OrgService;
beforeEach(() => {
  service = orgService();
});

describe('OrgChart', () => {
  it("draws Alice's manager above her, her reports below and her colleague beside, as a tree", async () => {
    chartOf(P.alice.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Org chart of Alice Andersen' }),
    ).toBeVisible();
    const tree = await screen.findByRole('tree', { name: 'Org chart of Alice Andersen' });
    const tariq = await within(tree).findByRole('treeitem', { name: 'Tariq Morales' });
    expect(tariq).toHaveAttribute('aria-level', '1');
    expect(tariq).toHaveAttribute('aria-expanded', 'true');
    const alice = within(tree).getByRole('treeitem', { name: 'Alice Andersen' });
    expect(alice).toHaveAttribute('aria-level', '2');
    expect(alice).toHaveAttribute('aria-selected', 'true');
    expect(alice).toHaveAttribute('tabindex', '0');
    const ethan = within(tree).getByRole('treeitem', { name: 'Ethan Natarajan' });
    expect(ethan).toHaveAttribute('aria-level', '3');
    expect(ethan).toHaveAttribute('aria-posinset', '1');
    expect(ethan).toHaveAttribute('aria-setsize', '2');
    expect(ethan).toHaveAttribute('aria-expanded', 'false');
    expect(ethan).toHaveAttribute('tabindex', '-1');
    const ada = within(tree).getByRole('treeitem', { name: 'Ada Admin' });
    expect(ada).toHaveAttribute('aria-level', '2');
    expect(ada).toHaveAccessibleDescription('Analyst, colleague');
    // Tariq is the top: the walk stops at him. Alice came from users/2, the rest from two relationships.
    expect(relationshipReads(service)).toEqual([P.alice.id, P.tariq.id]);
    expect(service.requests).toContain(`GET /users/${String(P.alice.id)}.json`);
  });

  it('moves by the arrow keys, Home and End, opens a report on demand, and re-centres with Enter', async () => {
    const { router } = chartOf(P.alice.id);
    const alice = await item('Alice Andersen');
    act(() => {
      alice.focus();
    });
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toMatch(/c2\/3-name$/);
    // Right opens Ethan: one request for his team, then his report is drawn a level down.
    await userEvent.keyboard('{ArrowRight}');
    const sam = await item('Sam Osei');
    expect(sam).toHaveAttribute('aria-level', '4');
    expect(relationshipReads(service).filter((id) => id === P.ethan.id)).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(sam);
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toMatch(/c2\/3-name$/);
    // Closing and opening again asks for nothing: the team is cached.
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    expect(await item('Sam Osei')).toBeVisible();
    expect(relationshipReads(service).filter((id) => id === P.ethan.id)).toHaveLength(1);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(await item('Tariq Morales'));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(await item('Ada Admin'));
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe(`/users/${String(P.ethan.id)}/org`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Org chart of Ethan Natarajan' }),
    ).toBeVisible();
    // Ethan's card came from the cache, and his chain (Alice, Tariq) too: only nothing new was asked.
    expect(service.requests.filter((r) => r.includes(`/users/${String(P.ethan.id)}.json`))).toEqual([]);
  });

  it('opens a report by its chevron, and re-centres on a click', async () => {
    const { router } = chartOf(P.alice.id);
    const ethan = await item('Ethan Natarajan');
    const chevron = ethan.querySelector('[title="Show direct reports"]');
    if (!(chevron instanceof HTMLElement)) throw new Error('no chevron');
    await userEvent.click(chevron);
    expect(await item('Sam Osei')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/users/${String(P.alice.id)}/org`);
    expect(await screen.findByText('1 direct report of Ethan Natarajan shown.')).toBeInTheDocument();
    // Mei has nobody: once asked, her card says so, and so does the live region.
    const mei = await item('Mei Khan');
    const meiChevron = mei.querySelector('[title="Show direct reports"]');
    if (!(meiChevron instanceof HTMLElement)) throw new Error('no chevron');
    await userEvent.click(meiChevron);
    expect(await screen.findByText('Mei Khan has no direct reports.')).toBeInTheDocument();
    expect(mei).not.toHaveAttribute('aria-expanded');
    expect(mei).toHaveAccessibleDescription('Analyst, direct report, no direct reports');
    await userEvent.click(mei);
    expect(router.state.location.pathname).toBe(`/users/${String(P.mei.id)}/org`);
  });

  it('shows 12 of a team of 40 and "+28 more", which reveals the rest in place', async () => {
    chartOf(P.bea.id);
    const more = await item('Show 28 more direct reports');
    expect(more).toHaveAttribute('aria-posinset', '13');
    expect(more).toHaveAttribute('aria-setsize', '40');
    const tree = screen.getByRole('tree');
    expect(within(tree).getAllByRole('treeitem', { name: /^Member / })).toHaveLength(12);
    act(() => {
      more.focus();
    });
    await userEvent.keyboard('{Enter}');
    expect(within(tree).getAllByRole('treeitem', { name: /^Member / })).toHaveLength(40);
    expect(document.activeElement).toBe(await item('Member 112'));
  });

  it('says the person is at the top when nobody is above them', async () => {
    chartOf(P.tariq.id);
    expect(await screen.findByText(/Tariq Morales has no manager in the org chart/)).toBeVisible();
    expect(await item('Tariq Morales')).toHaveAttribute('aria-level', '1');
  });

  it('says so of a person with no relationships at all, with a way to add one to your own chart', async () => {
    chartOf(P.maria.id);
    expect(
      await screen.findByText(
        /Maria Vogel has no manager, colleagues or direct reports in the org chart yet/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add yours to your own chart' })).toHaveAttribute(
      'href',
      `/users/${String(P.lucia.id)}/org`,
    );
    // Not the reader's chart, and the reader is no admin: nothing to edit here.
    expect(screen.queryByRole('heading', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows how far the walk up the chain has come while a manager is on its way', async () => {
    let release: () => void = () => undefined;
    service.hold = { id: P.tariq.id, until: new Promise((resolve) => (release = resolve)) };
    chartOf(P.alice.id);
    expect(
      await screen.findByText('Finding the managers above Alice Andersen: 1 found so far'),
    ).toBeVisible();
    // What is known is drawn meanwhile: Alice, her manager, her team.
    expect(await item('Tariq Morales')).toBeVisible();
    expect(await item('Ethan Natarajan')).toBeVisible();
    release();
    await waitFor(() => {
      expect(screen.queryByText(/Finding the managers/)).not.toBeInTheDocument();
    });
  });

  it('says it is loading until the person’s own relationships arrive', async () => {
    let release: () => void = () => undefined;
    service.hold = { id: P.alice.id, until: new Promise((resolve) => (release = resolve)) };
    chartOf(P.alice.id);
    expect(await screen.findByText('Loading the org chart…')).toBeVisible();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    release();
    expect(await item('Alice Andersen')).toBeVisible();
  });

  it('shows an error with Retry when the chart cannot be loaded, and Retry loads it', async () => {
    service.failReads = 500;
    chartOf(P.alice.id);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('The org chart could not be loaded.');
    service.failReads = null;
    await userEvent.click(retry);
    expect(await item('Tariq Morales')).toBeVisible();
  });

  it('keeps what it has when a manager further up fails, and Retry walks on', async () => {
    service.failReads = 500;
    service.failIds = new Set([P.tariq.id]);
    chartOf(P.alice.id);
    expect(await screen.findByText('The managers further up could not be loaded.')).toBeVisible();
    expect(screen.queryByText(/Finding the managers/)).not.toBeInTheDocument();
    expect(await item('Tariq Morales')).toBeVisible();
    service.failReads = null;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.queryByText('The managers further up could not be loaded.')).not.toBeInTheDocument();
    });
    expect(
      screen.getByText('Choose anyone to centre the chart on them; the arrow keys move through it.'),
    ).toBeVisible();
  });

  it('says which team failed to open, and Retry opens it', async () => {
    service.failReads = 500;
    service.failIds = new Set([P.ethan.id]);
    chartOf(P.alice.id);
    const ethan = await item('Ethan Natarajan');
    act(() => {
      ethan.focus();
    });
    await userEvent.keyboard('{ArrowRight}');
    expect(
      await screen.findByText('The direct reports of Ethan Natarajan could not be loaded.'),
    ).toBeVisible();
    service.failReads = null;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await item('Sam Osei')).toBeVisible();
  });

  it('says when the address names nobody', async () => {
    chartOf(999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody in this network has that id.');
  });
});

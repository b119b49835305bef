import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { OrgChart } from './org-chart';
import { arrangeOrg, relationshipReads, type OrgCast } from './testing/seeded-org';
import { textStarting } from './testing/text-starting';

/** The chart of whoever the address names, as the page draws it (a fresh chart for each person). */
function Chart() {
  const id = Number(/\/users\/(\d+)\/org/.exec(useLocation().pathname)?.[1]);
  return <OrgChart key={id} userId={id} />;
}

const chartOf = (id: number) => renderWithApp(<Chart />, { path: `/users/${String(id)}/org` });
const item = (name: string) => screen.findByRole('treeitem', { name });
const focused = () => document.activeElement?.getAttribute('aria-labelledby');

let service: EmulatorService;
/** The arranged chart's people (testing/seeded-org.ts); the reader, Chloe, is in no part of it. */
let P: OrgCast;
beforeEach(() => {
  service = emulatorService({ as: 'chloe.nilsson@example.com' });
  P = arrangeOrg(service);
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

/** The relationships of `ids` (of everyone when none are named) answer this status in front of the emulator. */
function failReads(status: number, ids?: number[]): () => void {
  return service.intercept((request) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || !url.pathname.endsWith('/relationships.json')) return undefined;
    const id = Number(url.searchParams.get('user_id'));
    return ids === undefined || ids.includes(id) ? json({}, status) : undefined;
  });
}

/** The relationships of `id` wait in front of the emulator until the returned release is called. */
function holdReads(id: number): () => void {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => (release = resolve));
  service.intercept((request) => {
    const url = new URL(request.url);
    return url.pathname.endsWith('/relationships.json') && url.searchParams.get('user_id') === String(id)
      ? until.then(() => service.emulator.app.fetch(request))
      : undefined;
  });
  return release;
}

describe('OrgChart', () => {
  it("draws Alice's manager above her, her reports below and her colleague beside, as a tree", async () => {
    chartOf(P.alice.id);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Org chart of ${P.alice.name}` }),
    ).toBeVisible();
    const tree = await screen.findByRole('tree', { name: `Org chart of ${P.alice.name}` });
    const tariq = await within(tree).findByRole('treeitem', { name: P.tariq.name });
    expect(tariq).toHaveAttribute('aria-level', '1');
    expect(tariq).toHaveAttribute('aria-expanded', 'true');
    const alice = within(tree).getByRole('treeitem', { name: P.alice.name });
    expect(alice).toHaveAttribute('aria-level', '2');
    expect(alice).toHaveAttribute('aria-selected', 'true');
    expect(alice).toHaveAttribute('tabindex', '0');
    const ethan = within(tree).getByRole('treeitem', { name: P.ethan.name });
    expect(ethan).toHaveAttribute('aria-level', '3');
    expect(ethan).toHaveAttribute('aria-posinset', '1');
    expect(ethan).toHaveAttribute('aria-setsize', '2');
    expect(ethan).toHaveAttribute('aria-expanded', 'false');
    expect(ethan).toHaveAttribute('tabindex', '-1');
    const ada = within(tree).getByRole('treeitem', { name: P.ada.name });
    expect(ada).toHaveAttribute('aria-level', '2');
    expect(ada).toHaveAccessibleDescription(`${P.ada.title}, colleague`);
    // Tariq is the top: the walk stops at him. Alice came from users/ID, the rest from two relationships.
    expect(relationshipReads(service)).toEqual([P.alice.id, P.tariq.id]);
    expect(service.requests).toContain(`GET /api/v1/users/${String(P.alice.id)}.json`);
  });

  it('moves by the arrow keys, Home and End, opens a report on demand, and re-centres with Enter', async () => {
    const { router } = chartOf(P.alice.id);
    const alice = await item(P.alice.name);
    act(() => {
      alice.focus();
    });
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe(`org-c${String(P.alice.id)}/${String(P.ethan.id)}-name`);
    // Right opens Ethan: one request for his team, then his report is drawn a level down.
    await userEvent.keyboard('{ArrowRight}');
    const sam = await item(P.sam.name);
    expect(sam).toHaveAttribute('aria-level', '4');
    expect(relationshipReads(service).filter((id) => id === P.ethan.id)).toHaveLength(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(sam);
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toBe(`org-c${String(P.alice.id)}/${String(P.ethan.id)}-name`);
    // Closing and opening again asks for nothing: the team is cached.
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    expect(await item(P.sam.name)).toBeVisible();
    expect(relationshipReads(service).filter((id) => id === P.ethan.id)).toHaveLength(1);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(await item(P.tariq.name));
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(await item(P.ada.name));
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname).toBe(`/users/${String(P.ethan.id)}/org`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Org chart of ${P.ethan.name}` }),
    ).toBeVisible();
    // Ethan's card came from the cache, and his chain (Alice, Tariq) too: only nothing new was asked.
    expect(service.requests.filter((r) => r.includes(`/users/${String(P.ethan.id)}.json`))).toEqual([]);
  });

  it('opens a report by its chevron, and re-centres on a click', async () => {
    const { router } = chartOf(P.alice.id);
    const ethan = await item(P.ethan.name);
    const chevron = ethan.querySelector('[title="Show direct reports"]');
    if (!(chevron instanceof HTMLElement)) throw new Error('no chevron');
    await userEvent.click(chevron);
    expect(await item(P.sam.name)).toBeVisible();
    expect(router.state.location.pathname).toBe(`/users/${String(P.alice.id)}/org`);
    expect(await screen.findByText(`1 direct report of ${P.ethan.name} shown.`)).toBeInTheDocument();
    // Mei has nobody: once asked, her card says so, and so does the live region.
    const mei = await item(P.mei.name);
    const meiChevron = mei.querySelector('[title="Show direct reports"]');
    if (!(meiChevron instanceof HTMLElement)) throw new Error('no chevron');
    await userEvent.click(meiChevron);
    expect(await screen.findByText(`${P.mei.name} has no direct reports.`)).toBeInTheDocument();
    expect(mei).not.toHaveAttribute('aria-expanded');
    expect(mei).toHaveAccessibleDescription(`${P.mei.title}, direct report, no direct reports`);
    await userEvent.click(mei);
    expect(router.state.location.pathname).toBe(`/users/${String(P.mei.id)}/org`);
  });

  it('shows 12 of a team of 40 and "+28 more", which reveals the rest in place', async () => {
    chartOf(P.bea.id);
    const more = await item('Show 28 more direct reports');
    expect(more).toHaveAttribute('aria-posinset', '13');
    expect(more).toHaveAttribute('aria-setsize', '40');
    const tree = screen.getByRole('tree');
    // Bea's reports, told apart by the person id each card is labelled by.
    const members = new Set(P.team.map((member) => String(member.id)));
    const team = () =>
      within(tree)
        .getAllByRole('treeitem')
        .filter((node) =>
          members.has(/(\d+)-name$/.exec(node.getAttribute('aria-labelledby') ?? '')?.[1] ?? ''),
        );
    expect(team()).toHaveLength(12);
    act(() => {
      more.focus();
    });
    await userEvent.keyboard('{Enter}');
    expect(team()).toHaveLength(40);
    expect(document.activeElement).toBe(await item(P.team[12]?.name ?? ''));
  });

  it('says the person is at the top when nobody is above them', async () => {
    chartOf(P.tariq.id);
    expect(
      await screen.findByText(textStarting(`${P.tariq.name} has no manager in the org chart`)),
    ).toBeVisible();
    expect(await item(P.tariq.name)).toHaveAttribute('aria-level', '1');
  });

  it('says so of a person with no relationships at all, with a way to add one to your own chart', async () => {
    chartOf(P.maria.id);
    expect(
      await screen.findByText(
        textStarting(`${P.maria.name} has no manager, colleagues or direct reports in the org chart yet`),
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add yours to your own chart' })).toHaveAttribute(
      'href',
      `/users/${String(service.userId)}/org`,
    );
    // Not the reader's chart, and the reader is no admin: nothing to edit here.
    expect(screen.queryByRole('heading', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows how far the walk up the chain has come while a manager is on its way', async () => {
    const release = holdReads(P.tariq.id);
    chartOf(P.alice.id);
    expect(
      await screen.findByText(textStarting(`Finding the managers above ${P.alice.name}: 1 found so far`)),
    ).toBeVisible();
    // What is known is drawn meanwhile: Alice, her manager, her team.
    expect(await item(P.tariq.name)).toBeVisible();
    expect(await item(P.ethan.name)).toBeVisible();
    release();
    await waitFor(() => {
      expect(screen.queryByText(/Finding the managers/)).not.toBeInTheDocument();
    });
  });

  it('says it is loading until the person’s own relationships arrive', async () => {
    const release = holdReads(P.alice.id);
    chartOf(P.alice.id);
    expect(await screen.findByText('Loading the org chart…')).toBeVisible();
    expect(screen.queryByRole('tree')).not.toBeInTheDocument();
    release();
    expect(await item(P.alice.name)).toBeVisible();
  });

  it('shows an error with Retry when the chart cannot be loaded, and Retry loads it', async () => {
    const recover = failReads(500);
    chartOf(P.alice.id);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert')).toHaveTextContent('The org chart could not be loaded.');
    recover();
    await userEvent.click(retry);
    expect(await item(P.tariq.name)).toBeVisible();
  });

  it('keeps what it has when a manager further up fails, and Retry walks on', async () => {
    const recover = failReads(500, [P.tariq.id]);
    chartOf(P.alice.id);
    expect(await screen.findByText('The managers further up could not be loaded.')).toBeVisible();
    expect(screen.queryByText(/Finding the managers/)).not.toBeInTheDocument();
    expect(await item(P.tariq.name)).toBeVisible();
    recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.queryByText('The managers further up could not be loaded.')).not.toBeInTheDocument();
    });
    expect(
      screen.getByText('Choose anyone to centre the chart on them; the arrow keys move through it.'),
    ).toBeVisible();
  });

  it('says which team failed to open, and Retry opens it', async () => {
    const recover = failReads(500, [P.ethan.id]);
    chartOf(P.alice.id);
    const ethan = await item(P.ethan.name);
    act(() => {
      ethan.focus();
    });
    await userEvent.keyboard('{ArrowRight}');
    expect(
      await screen.findByText(textStarting(`The direct reports of ${P.ethan.name} could not be loaded.`)),
    ).toBeVisible();
    recover();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await item(P.sam.name)).toBeVisible();
  });

  it('says when the address names nobody', async () => {
    chartOf(999); // no user of the emulator has so small an id
    expect(await screen.findByRole('alert')).toHaveTextContent('Nobody in this network has that id.');
  });

  it('speaks Arabic once Arabic is chosen, right to left', async () => {
    chartOf(P.alice.id);
    expect(await item(P.alice.name)).toBeVisible();
    await act(() => activateLocale('ar'));
    expect(screen.getByRole('combobox', { name: 'البحث عن شخص' })).toBeInTheDocument();
    expect(screen.getByText('اختر أي شخص لتوسيط الهيكل عليه؛ تنقّل فيه بمفاتيح الأسهم.')).toBeInTheDocument();
    expect(screen.getByText(textStarting('الهيكل التنظيمي لـ'))).toHaveTextContent(P.alice.name);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('trades Left and Right right to left, where a team opens towards the left', async () => {
    chartOf(P.alice.id);
    const alice = await item(P.alice.name);
    screen.getByRole('tree').style.direction = 'rtl';
    act(() => {
      alice.focus();
    });
    await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
    expect(await item(P.sam.name)).toHaveAttribute('aria-level', '4');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => {
      expect(screen.queryByRole('treeitem', { name: P.sam.name })).not.toBeInTheDocument();
    });
  });
});

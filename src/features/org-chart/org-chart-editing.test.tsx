import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../components/testing/render';
import { OrgChart } from './org-chart';
import { orgService, P } from './org-chart-testing';

const chartOf = (id: number) => renderWithApp(<OrgChart userId={id} />, { path: `/users/${String(id)}/org` });

async function addColleague(name: string) {
  const field = await screen.findByRole('combobox', { name: 'Person to add' });
  await userEvent.type(field, name.slice(0, 3));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('OrgChart editing', () => {
  it('adds a colleague to your own chart at once, sent as their email, and removes them', async () => {
    const service = orgService();
    chartOf(P.lucia.id);
    expect(
      await screen.findByText('You have no manager, colleagues or direct reports in the org chart yet.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit your relationships' })).toBeVisible();
    expect(screen.getByLabelText('Add as')).toHaveValue('colleague');
    await addColleague('Maria Vogel');
    const tree = screen.getByRole('tree');
    expect(await within(tree).findByRole('treeitem', { name: 'Maria Vogel' })).toHaveAttribute(
      'aria-level',
      '1',
    );
    await waitFor(() => {
      expect(service.requests).toContain('POST /relationships.json');
    });
    expect(service.charts.get(P.lucia.id)?.colleagues.map((p) => p.id)).toEqual([P.maria.id]);
    expect(await screen.findByText('Maria Vogel added as your colleague.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Maria Vogel as your colleague' }));
    expect(within(tree).queryByRole('treeitem', { name: 'Maria Vogel' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(service.requests).toContain(
        `DELETE /relationships/${String(P.maria.id)}.json?type=colleague&user_id=${String(P.lucia.id)}`,
      );
    });
    expect(service.charts.get(P.lucia.id)?.colleagues).toEqual([]);
  });

  it('takes an addition back and says why, in the service’s words, when it refuses', async () => {
    const service = orgService();
    service.refuse = {
      status: 403,
      body: {
        error: { base: 'Only that user or a verified admin of a paid network can edit their relationships.' },
      },
    };
    chartOf(P.lucia.id);
    await addColleague('Maria Vogel');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Maria Vogel was not added as your colleague: Only that user or a verified admin of a paid network can edit their relationships.',
    );
    expect(screen.queryByRole('treeitem', { name: 'Maria Vogel' })).not.toBeInTheDocument();
  });

  it('lets a verified admin of a paid network edit anyone’s chart, and nobody else', async () => {
    orgService({ admin: true });
    chartOf(P.alice.id);
    expect(await screen.findByRole('heading', { name: 'Edit Alice Andersen’s relationships' })).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Remove Tariq Morales as Alice Andersen’s manager' }),
    ).toBeVisible();
  });

  it('shows no editing on someone else’s chart to a reader who is no admin', async () => {
    orgService();
    chartOf(P.alice.id);
    expect(await screen.findByRole('treeitem', { name: 'Tariq Morales' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

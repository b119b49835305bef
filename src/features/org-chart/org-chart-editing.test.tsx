import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { OrgChart } from './org-chart';
import { chartIds, leaveOrgChart, seededPerson } from './testing/seeded-org';
import { textStarting } from './testing/text-starting';

const chartOf = (id: number) => renderWithApp(<OrgChart userId={id} />, { path: `/users/${String(id)}/org` });

async function addColleague(name: string) {
  const field = await screen.findByRole('combobox', { name: 'Person to add' });
  await userEvent.type(field, name.slice(0, 3));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

/** Chloe, a reader taken out of the org chart, and Dalia, whom she adds. */
function newcomer() {
  const service = emulatorService({ as: 'chloe.nilsson@example.com' });
  leaveOrgChart(service, service.userId);
  return { service, dalia: seededPerson(service, 'dalia.mansour@example.com') };
}

/** Alice's manager in the seeded chart (the CEO: she heads Product). */
function aliceAndHerManager(service: ReturnType<typeof emulatorService>) {
  const alice = seededPerson(service, 'alice@example.com');
  const managerId = chartIds(service, alice.id).superiors[0];
  const manager = service.emulator.repo.userById(managerId ?? 0);
  if (!manager) throw new Error('alice has no manager in the seeded chart');
  return { alice, manager: manager.full_name };
}

describe('OrgChart editing', () => {
  it('adds a colleague to your own chart at once, sent as their email, and removes them', async () => {
    const { service, dalia } = newcomer();
    const emails: string[] = [];
    service.intercept((request) => {
      if (request.method === 'POST' && request.url.endsWith('/relationships.json'))
        void request.text().then((text) => emails.push(new URLSearchParams(text).get('colleague') ?? ''));
      return undefined;
    });
    chartOf(service.userId);
    expect(
      await screen.findByText('You have no manager, colleagues or direct reports in the org chart yet.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Edit your relationships' })).toBeVisible();
    expect(screen.getByLabelText('Add as')).toHaveValue('colleague');
    await addColleague(dalia.name);
    const tree = screen.getByRole('tree');
    expect(await within(tree).findByRole('treeitem', { name: dalia.name })).toHaveAttribute(
      'aria-level',
      '1',
    );
    await waitFor(() => {
      expect(service.requests).toContain('POST /api/v1/relationships.json');
    });
    expect(await screen.findByText(textStarting(`${dalia.name} added as your colleague.`))).toBeVisible();
    expect(emails).toEqual(['dalia.mansour@example.com']);
    expect(chartIds(service, service.userId).colleagues).toEqual([dalia.id]);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${dalia.name} as your colleague` }));
    expect(within(tree).queryByRole('treeitem', { name: dalia.name })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(service.requests).toContain(
        `DELETE /api/v1/relationships/${String(dalia.id)}.json?type=colleague&user_id=${String(service.userId)}`,
      );
    });
    await waitFor(() => {
      expect(chartIds(service, service.userId).colleagues).toEqual([]);
    });
  });

  it('takes an addition back and says why, in the service’s words, when it refuses', async () => {
    const { service, dalia } = newcomer();
    service.intercept((request) =>
      request.method === 'POST' && request.url.endsWith('/relationships.json')
        ? json(
            {
              error: {
                base: 'Only that user or a verified admin of a paid network can edit their relationships.',
              },
            },
            403,
          )
        : undefined,
    );
    chartOf(service.userId);
    await addColleague(dalia.name);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${dalia.name} was not added as your colleague: Only that user or a verified admin of a paid network can edit their relationships.`,
    );
    expect(screen.queryByRole('treeitem', { name: dalia.name })).not.toBeInTheDocument();
    expect(chartIds(service, service.userId).colleagues).toEqual([]);
  });

  it('lets a verified admin of a paid network edit anyone’s chart, and nobody else', async () => {
    const service = emulatorService({ as: 'admin@example.com' });
    const { alice, manager } = aliceAndHerManager(service);
    chartOf(alice.id);
    // The name is a <bdi>, which the test DOM lays out as a block (a browser, inline): read the text.
    const heading = await screen.findByText(textStarting('Edit Alice Andersen’s relationships'));
    expect(heading.tagName).toBe('H2');
    expect(heading).toBeVisible();
    expect(
      screen.getByRole('button', { name: `Remove ${manager} as Alice Andersen’s manager` }),
    ).toBeVisible();
  });

  it('shows no editing on someone else’s chart to a reader who is no admin', async () => {
    const service = emulatorService({ as: 'bob@example.com' });
    const { alice, manager } = aliceAndHerManager(service);
    chartOf(alice.id);
    expect(await screen.findByRole('treeitem', { name: manager })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { Invite } from './invite';
import { inviteDraftKey } from './invite-draft';

/** Example Corp, alice's network, and Leadership Team, a private group of it that she is in. */
const EXAMPLE_CORP = 5897756601;
const LEADERSHIP = 31158067006;

let service: EmulatorService;
let draftKey: string;
/** The invitation forms the app sent, as they went on the wire (the emulator answers each). */
let posts: URLSearchParams[];
beforeEach(() => {
  localStorage.clear();
  service = emulatorService();
  draftKey = inviteDraftKey({ networkId: EXAMPLE_CORP, userId: service.userId });
  posts = [];
  service.intercept((request) => {
    if (request.url.endsWith('/invitations.json'))
      void request.text().then((text) => posts.push(new URLSearchParams(text)));
    return undefined;
  });
});

afterEach(async () => {
  await act(() => activateLocale('en'));
});

/** The addresses the emulator holds invitations for now, with their groups. */
const invited = () =>
  service.emulator.repo
    .invitationsOfNetwork(EXAMPLE_CORP)
    .map(({ email, group_id }) => ({ email, group_id }));

const box = () => screen.getByLabelText('Email addresses');
const listed = () => within(screen.getByRole('list', { name: /To invite/ }));

describe('Invite people', () => {
  it('speaks German: the heading, the hint with its “Name <address>” lines, the states and counts', async () => {
    renderWithApp(<Invite />, { path: '/invite' });
    await act(() => activateLocale('de'));
    expect(screen.getByRole('heading', { level: 1, name: 'Personen einladen' })).toBeInTheDocument();
    await userEvent.click(await screen.findByLabelText('E-Mail-Adressen'));
    expect(screen.getByLabelText('E-Mail-Adressen')).toHaveAccessibleDescription(
      /^Geben Sie bis zu 20 Adressen ein.*Zeilen wie „Name <Adresse>“ aus einem Mailprogramm/,
    );
    await userEvent.paste('quinn@example.com, bob,');
    const list = within(screen.getByRole('list', { name: /^Einzuladen \(2 Adressen\)/ }));
    expect(list.getByText('Keine Adresse')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'bob bearbeiten' })).toBeInTheDocument();
    expect(screen.getByText('1 Adresse bereit zum Senden.')).toBeInTheDocument();
  });

  it('lists a pasted "Name <address>" list once each, flags what is not an address and never sends it', async () => {
    const before = invited();
    renderWithApp(<Invite />, { path: '/invite' });
    await userEvent.click(await screen.findByLabelText('Email addresses'));
    await userEvent.paste(
      'Quinn Avery <quinn@example.com>\n"Saleh, Rania" <rania@example.com>; bob; QUINN@example.com',
    );
    expect(
      listed()
        .getAllByRole('button', { name: /^Edit / })
        .map((b) => b.getAttribute('aria-label')?.slice('Edit '.length)),
    ).toEqual(['quinn@example.com', 'rania@example.com', 'bob']);
    expect(listed().getByText('Not an address')).toBeInTheDocument();
    expect(screen.getByText('2 addresses ready to send.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('2 invitations sent.');
    expect(posts.map((p) => Object.fromEntries(p))).toEqual([
      { email1: 'quinn@example.com', email2: 'rania@example.com' },
    ]);
    const sent = within(screen.getByRole('region', { name: 'Sent' }));
    expect(sent.getByText('quinn@example.com')).toBeInTheDocument();
    expect(listed().getAllByRole('listitem')).toHaveLength(1);
    expect(invited()).toEqual([
      ...before,
      { email: 'quinn@example.com', group_id: null },
      { email: 'rania@example.com', group_id: null },
    ]);
  });

  it('shows each refused address with the service words, sends the rest, and keeps the refused to fix', async () => {
    renderWithApp(<Invite groupId={LEADERSHIP} />, { path: `/invite?group=${String(LEADERSHIP)}` });
    expect(
      await screen.findByRole('heading', { name: 'Invite people to Leadership Team' }),
    ).toBeInTheDocument();
    await userEvent.type(box(), 'new.one@example.com{Enter}friend@gmail.com,');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('1 invitation sent; 1 address refused, the reason beside each.');
    expect(posts.map((p) => Object.fromEntries(p))).toEqual([
      { email1: 'new.one@example.com', email2: 'friend@gmail.com', group_id: String(LEADERSHIP) },
      { email1: 'new.one@example.com', group_id: String(LEADERSHIP) },
    ]);
    expect(invited()).toContainEqual({ email: 'new.one@example.com', group_id: LEADERSHIP });
    expect(invited().map((i) => i.email)).not.toContain('friend@gmail.com');
    const row = listed().getByRole('listitem');
    expect(row).toHaveTextContent('friend@gmail.com');
    expect(row).toHaveTextContent('Refused');
    expect(row).toHaveTextContent(
      "friend@gmail.com is outside the network's domain example.com; only verified admins of a paid network can invite other domains.",
    );
    // Kept across a reload, reason and all; Edit puts it back in the box to be corrected.
    const groupDraft = inviteDraftKey({ networkId: EXAMPLE_CORP, userId: service.userId }, LEADERSHIP);
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem(groupDraft) ?? '{}')).toMatchObject({
        addresses: ['friend@gmail.com'],
        refused: { 'friend@gmail.com': expect.any(String) as unknown },
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit friend@gmail.com' }));
    expect(box()).toHaveValue('friend@gmail.com');
    expect(box()).toHaveFocus();
  });

  it('a failure keeps every address and offers Retry; more than 20 is explained, not sent', async () => {
    const recover = service.intercept((request) =>
      request.url.endsWith('/invitations.json') ? json({ error: { message: 'Down.' } }, 503) : undefined,
    );
    localStorage.setItem(draftKey, JSON.stringify({ text: 'a@example.com', addresses: [], refused: {} }));
    renderWithApp(<Invite />, { path: '/invite' });
    expect(await screen.findByLabelText('Email addresses')).toHaveValue('a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invitations were not sent.');
    expect(listed().getByText('a@example.com')).toBeInTheDocument();
    recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('1 invitation sent.');
    expect(invited().map((i) => i.email)).toContain('a@example.com');

    await userEvent.click(box());
    await userEvent.paste(Array.from({ length: 22 }, (_, i) => `p${String(i)}@example.com`).join(' '));
    const count = posts.length;
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent('at most 20 can be invited at once: remove 2');
    });
    expect(posts).toHaveLength(count);
  });
});

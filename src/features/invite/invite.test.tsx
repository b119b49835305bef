import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { aGroup, recordedMe } from '../../api/testing/group-fixtures';
import { fakeService, json } from '../../api/testing/fake-service';
import { renderWithApp } from '../../components/testing/render';
import { Invite } from './invite';
import { inviteDraftKey } from './invite-draft';

const me = recordedMe();
const design = aGroup(7, 'Design Guild', { members: 4 });
const draftKey = inviteDraftKey({ networkId: me.network_id, userId: me.id });

/** An all-or-nothing invitations endpoint naming every refused address, like the emulator's. */
function service(options: { down?: boolean } = {}) {
  const posts: URLSearchParams[] = [];
  const state = { down: options.down ?? false };
  const { fetchMock } = fakeService((url, init) => {
    if (url.pathname === '/api/v1/users/current.json') return json(me);
    if (url.pathname === '/api/v1/groups/7.json') return json(design);
    if (url.pathname !== '/api/v1/invitations.json') return json({}, 404);
    if (state.down) return json({ error: { message: 'Down.' } }, 503);
    const form = init.body as URLSearchParams;
    posts.push(form);
    const error: Record<string, string[]> = {};
    for (const [field, email] of form)
      if (field.startsWith('email') && !email.endsWith('@example.com'))
        error[field] = [`${email} is outside the network's domain example.com`];
    if (Object.keys(error).length > 0) return json({ error: { ...error, code: 'external_domain' } }, 403);
    return json({ invitations: [] }, 201);
  });
  return { posts, state, fetchMock };
}

const box = () => screen.getByLabelText('Email addresses');
const listed = () => within(screen.getByRole('list', { name: /To invite/ }));

beforeEach(() => {
  localStorage.clear();
});

describe('Invite people', () => {
  it('lists a pasted "Name <address>" list once each, flags what is not an address and never sends it', async () => {
    const { posts } = service();
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
  });

  it('shows each refused address with the service words, sends the rest, and keeps the refused to fix', async () => {
    const { posts } = service();
    renderWithApp(<Invite groupId={7} />, { path: '/invite?group=7' });
    expect(await screen.findByRole('heading', { name: 'Invite people to Design Guild' })).toBeInTheDocument();
    await userEvent.type(box(), 'new.one@example.com{Enter}friend@gmail.com,');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await screen.findByText('1 invitation sent; 1 address refused, the reason beside each.');
    expect(posts.map((p) => Object.fromEntries(p))).toEqual([
      { email1: 'new.one@example.com', email2: 'friend@gmail.com', group_id: '7' },
      { email1: 'new.one@example.com', group_id: '7' },
    ]);
    const row = listed().getByRole('listitem');
    expect(row).toHaveTextContent('friend@gmail.com');
    expect(row).toHaveTextContent('Refused');
    expect(row).toHaveTextContent("friend@gmail.com is outside the network's domain example.com.");
    // Kept across a reload, reason and all; Edit puts it back in the box to be corrected.
    const groupDraft = inviteDraftKey({ networkId: me.network_id, userId: me.id }, 7);
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
    const { state, posts } = service({ down: true });
    localStorage.setItem(draftKey, JSON.stringify({ text: 'a@example.com', addresses: [], refused: {} }));
    renderWithApp(<Invite />, { path: '/invite' });
    expect(await screen.findByLabelText('Email addresses')).toHaveValue('a@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invitations were not sent.');
    expect(listed().getByText('a@example.com')).toBeInTheDocument();
    state.down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('1 invitation sent.');

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

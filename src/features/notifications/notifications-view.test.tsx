import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Network } from '../../../contract/networks';
import type { QueryClient } from '@tanstack/react-query';
import { networkQueries } from '../../api/networks/networks-api';
import { notificationQueries } from '../../api/notifications/notifications-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { userQueries } from '../../api/users/users-api';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { NotificationsView } from './notifications-view';

const NOW = '2026/10/31 12:00:00 +0000';
const page = (items: unknown[], olderAvailable = false) => ({
  items,
  references: [
    { type: 'user', id: 1, name: 'bob', full_name: 'Bob Smith' },
    { type: 'user', id: 2, name: 'ann', full_name: 'Ann Lee' },
    { type: 'message', id: 500, sender_id: 9, thread_id: 400, body: { plain: 'Lunch on Friday?' } },
  ],
  meta: { current_user_id: 9, older_available: olderAvailable, unseen_count: 2, requested_poll_interval: 60 },
});
const like = (id: number, actor: number, unseen: boolean) => ({
  type: 'notification',
  id,
  category: 'like',
  created_at: NOW,
  unseen,
  actor: { type: 'user', id: actor },
  objects: [
    { type: 'message', id: 500 },
    { type: 'thread', id: 400 },
  ],
  text: '',
});
const follow = { ...like(10, 2, false), category: 'follow', objects: [] };

/** `before` does what happens ahead of the page's render (the route loader's read), awaited. */
async function setup(answer: (url: URL) => Response, before?: (client: QueryClient) => Promise<unknown>) {
  const service = fakeService(answer);
  const client = freshQueryClient();
  client.setQueryData(userQueries.current().queryKey, { id: 9, network_id: 77 } as never);
  client.setQueryData(networkQueries.current().queryKey, [
    { type: 'network', id: 77, name: 'Corp', unseen_notification_count: 2 } as Network,
  ]);
  await before?.(client);
  renderWithApp(<NotificationsView />, { path: '/notifications', client });
  return { service, client };
}

describe('the notifications page', () => {
  it('groups the likes, marks the unseen line for sight and screen readers, links it, and clears the badge', async () => {
    const { client } = await setup(() => json(page([like(30, 1, true), like(29, 2, true), follow])));
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Unseen: Bob Smith and Ann Lee liked your message“Lunch on Friday?”'),
      expect.stringContaining('Ann Lee started following you'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/threads/400#message-500');
    expect(links[1]).toHaveAttribute('href', '/users/2');
    expect(client.getQueryData(networkQueries.current().queryKey)?.[0]?.unseen_notification_count).toBe(0);
    expect(screen.getByText('That is all of them.')).toBeInTheDocument();
  });

  it('pages back with Load older, by the last id', async () => {
    const { service } = await setup((url) =>
      url.searchParams.get('older_than') === '29'
        ? json(page([follow]))
        : json(page([like(30, 1, false), like(29, 2, false)], true)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load older' }));
    expect(await screen.findByText(/Ann Lee started following you/)).toBeInTheDocument();
    const asked = service.fetchMock.mock.calls.map((_, n) => service.urlOf(n).searchParams.get('older_than'));
    expect(asked).toContain('29');
  });

  it('says when there is nothing yet', async () => {
    await setup(() => json(page([])));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('offers Retry when the first load fails', async () => {
    let fail = true;
    await setup(() => (fail ? json({ error: 'down' }, 500) : json(page([follow]))));
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/Ann Lee started following you/)).toBeInTheDocument();
  });
  const notificationsAsked = (service: Awaited<ReturnType<typeof setup>>['service']) =>
    service.fetchMock.mock.calls.filter((_, n) => service.urlOf(n).pathname.endsWith('/notifications.json'))
      .length;

  it("asks once when the route loader's read has answered before the page mounts", async () => {
    const { service } = await setup(
      () => json(page([follow])),
      (client) => client.infiniteQuery(notificationQueries.list()),
    );
    expect(await screen.findByText(/Ann Lee started following you/)).toBeInTheDocument();
    // The newest-page refresh would have asked within the same tick of the mount.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationsAsked(service)).toBe(1);
  });

  it('asks once when the page mounts while the read is still on its way', async () => {
    const { service } = await setup(
      () => json(page([follow])),
      (client) => {
        void client.infiniteQuery(notificationQueries.list());
        return Promise.resolve();
      },
    );
    expect(await screen.findByText(/Ann Lee started following you/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationsAsked(service)).toBe(1);
  });

  it('reads the newest page again on a visit a poll interval after the last read', async () => {
    const { service } = await setup(
      () => json(page([like(31, 1, true), follow])),
      async (client) => {
        await client.infiniteQuery(notificationQueries.list());
        const longAgo = Date.now() - 61_000;
        client.setQueryData(notificationQueries.newest().queryKey, longAgo, { updatedAt: longAgo });
      },
    );
    await expect.poll(() => notificationsAsked(service)).toBe(2);
  });
});

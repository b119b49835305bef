import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { networkQueries } from '../../api/networks/networks-api';
import { notificationQueries } from '../../api/notifications/notifications-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { NotificationsView } from './notifications-view';
import { arrangeNotifications, clearNotifications, primeReader } from './testing/seeded-notifications';
import { chooseLanguage, followBrowserLanguage } from '../../components/testing/language';

let service: EmulatorService;
beforeEach(() => {
  service = emulatorService();
});
afterEach(async () => {
  await followBrowserLanguage();
});

/** `before` does what happens ahead of the page's render (the route loader's read), awaited. */
async function show(before?: (client: QueryClient) => Promise<unknown>) {
  const client = freshQueryClient();
  await primeReader(service, client);
  await before?.(client);
  renderWithApp(<NotificationsView />, { path: '/notifications', client });
  return client;
}

const notificationsAsked = () =>
  service.requests.filter((request) => request.includes('/streams/notifications.json')).length;

/** Bob and Malik like alice's new message; Anya followed her before, seen on an earlier visit. */
const arrange = () =>
  arrangeNotifications(service, {
    follower: 'anya.silva@example.com',
    text: 'Lunch on Friday?',
    likers: ['bob@example.com', 'malik.farouk@example.com'],
  });

describe('the notifications page', () => {
  it('groups the likes, marks the unseen line for sight and screen readers, links it, and clears the badge', async () => {
    const { messageId, threadId, followerId } = await arrange();
    const client = await show();
    expect(client.getQueryData(networkQueries.current().queryKey)?.[0]?.unseen_notification_count).toBe(2);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Unseen: Malik Farouk and Bob Barnes liked your message“Lunch on Friday?”'),
      expect.stringContaining('Anya Silva started following you'),
    ]);
    expect(links[1]?.textContent).not.toContain('Unseen');
    expect(links[0]).toHaveAttribute('href', `/threads/${String(threadId)}#message-${String(messageId)}`);
    expect(links[1]).toHaveAttribute('href', `/users/${String(followerId)}`);
    expect(client.getQueryData(networkQueries.current().queryKey)?.[0]?.unseen_notification_count).toBe(0);
    expect(screen.getByText('That is all of them.')).toBeInTheDocument();
  });

  it('speaks Arabic, each sentence whole with the names isolated in it', async () => {
    await arrange();
    await chooseLanguage('ar');
    await show();
    expect(await screen.findByRole('heading', { name: 'الإشعارات' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'الإشعارات' });
    const follow = within(list).getByText((_, el) => el?.textContent === 'بدأ Anya Silva بمتابعتك');
    expect(follow.querySelector('bdi')).toHaveTextContent('Anya Silva');
    expect(within(list).getByText(/برسالتك/)).toBeInTheDocument();
    expect(screen.getByText('هذا كل شيء.')).toBeInTheDocument();
  });

  it('pages back with Load older, by the last id', async () => {
    // The seeded reader has more than a page of notifications.
    const firstPage = (await (await service.ask('/api/v1/streams/notifications.json')).json()) as {
      items: { id: number }[];
    };
    const lastId = firstPage.items.at(-1)?.id;
    await show();
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const shown = within(list).getAllByRole('listitem').length;
    await userEvent.click(await screen.findByRole('button', { name: 'Load older' }));
    await expect.poll(() => within(list).getAllByRole('listitem').length).toBeGreaterThan(shown);
    expect(service.requests).toContain(`GET /api/v1/streams/notifications.json?older_than=${String(lastId)}`);
  });

  it('says when there is nothing yet', async () => {
    clearNotifications(service);
    await show();
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });

  it('offers Retry when the first load fails', async () => {
    await arrange();
    const recover = service.intercept((request) =>
      request.url.includes('/streams/notifications.json') ? json({ error: 'down' }, 500) : undefined,
    );
    await show();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    recover();
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: /Anya Silva started following you/ })).toBeInTheDocument();
  });

  it("asks once when the route loader's read has answered before the page mounts", async () => {
    await arrange();
    await show((client) => client.infiniteQuery(notificationQueries.list()));
    expect(await screen.findByRole('link', { name: /Anya Silva started following you/ })).toBeInTheDocument();
    // The newest-page refresh would have asked within the same tick of the mount.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationsAsked()).toBe(1);
  });

  it('asks once when the page mounts while the read is still on its way', async () => {
    await arrange();
    await show((client) => {
      void client.infiniteQuery(notificationQueries.list());
      return Promise.resolve();
    });
    expect(await screen.findByRole('link', { name: /Anya Silva started following you/ })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notificationsAsked()).toBe(1);
  });

  it('reads the newest page again on a visit a poll interval after the last read', async () => {
    await arrange();
    await show(async (client) => {
      await client.infiniteQuery(notificationQueries.list());
      const longAgo = Date.now() - 61_000;
      client.setQueryData(notificationQueries.newest().queryKey, longAgo, { updatedAt: longAgo });
    });
    await expect.poll(() => notificationsAsked()).toBe(2);
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract/users';
import { subscriptionQueries } from '../../api/subscriptions-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { Sidebar } from './sidebar';

const me = { id: 10, full_name: 'Me Myself', name: 'me' } as User;

function setup(subscriptions: unknown[]) {
  const service = fakeService((url) =>
    url.pathname.endsWith('/users/current.json') ? json({ ...me, subscriptions }) : json([]),
  );
  const client = freshQueryClient();
  renderWithApp(
    <Sidebar
      pathname="/topics/7"
      me={me}
      networkName="Net"
      onSettings={() => undefined}
      onSignOut={() => undefined}
    />,
    { client },
  );
  return { client, service };
}

describe('Sidebar: My topics', () => {
  it("lists the reader's topics from users/current's subscriptions, the current one marked", async () => {
    const { service } = setup([
      { type: 'user', id: 4, name: 'ann', full_name: 'Ann' },
      { type: 'tag', id: 7, name: 'roadmap' },
      { type: 'topic', id: 8, name: 'Lunch' },
    ]);
    const list = await screen.findByRole('list', { name: 'My topics' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['#roadmap', '#Lunch']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/topics/8');
    const asked = service.fetchMock.mock.calls.map((_, i) => service.urlOf(i));
    expect(asked.find((u) => u.pathname.endsWith('/users/current.json'))?.search).toBe(
      '?include_followed_tags=true',
    );
  });

  it('draws nothing while the reader follows no topic, and a follow shows at once', async () => {
    const { client } = setup([]);
    const key = subscriptionQueries.topics(me.id).queryKey;
    await waitFor(() => {
      expect(client.getQueryState(key)?.status).toBe('success');
    });
    expect(screen.queryByRole('heading', { name: 'My topics' })).not.toBeInTheDocument();
    act(() => {
      client.setQueryData(key, [{ id: 9, name: 'News' }]);
    });
    const list = await screen.findByRole('list', { name: 'My topics' });
    expect(within(list).getByRole('link', { name: '#News' })).toBeInTheDocument();
  });
});

import { act, screen, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userQueries } from '../../api/users/users-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { Sidebar } from './sidebar';

const me = { type: 'user', id: 10, full_name: 'Me Myself', name: 'me' };

/** The sidebar as the shell draws it: with the reader of the cache. */
function ShellSidebar() {
  const reader = useQuery(userQueries.current()).data;
  return (
    <Sidebar
      pathname="/topics/7"
      me={reader}
      admin={false}
      networkName="Net"
      unseenNotifications={undefined}
      onSettings={() => undefined}
      onSignOut={() => undefined}
    />
  );
}

function setup(subscriptions: unknown[]) {
  const service = fakeService((url) =>
    url.pathname.endsWith('/users/current.json') ? json({ ...me, subscriptions }) : json([]),
  );
  const client = freshQueryClient();
  renderWithApp(<ShellSidebar />, { client });
  const asked = () => service.fetchMock.mock.calls.map((_, i) => service.urlOf(i));
  return { client, asked };
}

describe('Sidebar: My topics', () => {
  it("lists the topics of the reader's users/current (asked with them), the current one marked", async () => {
    const { asked } = setup([
      { type: 'user', id: 4, name: 'ann', full_name: 'Ann' },
      { type: 'tag', id: 7, name: 'roadmap' },
      { type: 'topic', id: 8, name: 'Lunch' },
    ]);
    const list = await screen.findByRole('list', { name: 'My topics' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['#roadmap', '#Lunch']);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    expect(links[1]).toHaveAttribute('href', '/topics/8');
    const current = asked().filter((u) => u.pathname.endsWith('/users/current.json'));
    expect(current.map((u) => u.search)).toEqual(['?include_followed_tags=true']);
  });

  it('draws nothing while the reader follows no topic; an edit of the cache shows at once, unasked', async () => {
    const { client, asked } = setup([]);
    await screen.findByText('Me Myself');
    expect(screen.queryByRole('heading', { name: 'My topics' })).not.toBeInTheDocument();
    const requests = asked().length;
    act(() => {
      client.setQueryData(userQueries.current().queryKey, {
        ...me,
        subscriptions: [{ type: 'topic', id: 9, name: 'News' }],
      } as never);
    });
    const list = await screen.findByRole('list', { name: 'My topics' });
    expect(within(list).getByRole('link', { name: '#News' })).toBeInTheDocument();
    expect(asked()).toHaveLength(requests);
  });
});

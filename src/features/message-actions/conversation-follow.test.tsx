import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Message } from '../../../contract/messages';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { makeMessage } from '../../components/message/test-data';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { MessageActions } from './message-actions';

const me = { id: 10, full_name: 'Me Myself', name: 'me', network_id: 1 };

interface World {
  followed: Set<number>;
  refuse?: boolean;
  /** A community set to follow everyone: every to_user and to_thread check is a 404. */
  everyone?: boolean;
}

function setup(messages: Message[], world: World) {
  const service = fakeService((url, init) => {
    const path = url.pathname;
    const thread = /\/subscriptions\/to_thread\/(\d+)\.json$/.exec(path);
    if (thread) return world.followed.has(Number(thread[1])) && !world.everyone ? json({}) : json({}, 404);
    if (path.includes('/subscriptions/to_user/')) return json({}, world.everyone ? 404 : 200);
    if (path.endsWith('/users/following/10.json'))
      return json({ users: [], meta: { followed_user_ids: [5] } });
    if (path.endsWith('/subscriptions.json')) {
      if (world.refuse) return json({ error: { message: 'Not allowed.' } }, 403);
      const form = init.body instanceof URLSearchParams ? init.body : new URLSearchParams();
      const id = Number(form.get('target_id') ?? url.searchParams.get('target_id'));
      if (init.method === 'POST') world.followed.add(id);
      else world.followed.delete(id);
      return new Response(null, { status: 200 });
    }
    return json({}, 404);
  });
  const client = freshQueryClient();
  client.setQueryData(userQueries.current().queryKey, me as never);
  client.setQueryData(networkQueries.current().queryKey, [
    { id: 1, name: 'Net', community: Boolean(world.everyone) },
  ] as never);
  renderWithApp(
    <ul>
      {messages.map((m) => (
        <li key={m.id}>
          <MessageActions message={m} onReply={() => undefined} />
        </li>
      ))}
    </ul>,
    { client },
  );
  const paths = () => service.fetchMock.mock.calls.map((_, i) => service.urlOf(i).pathname);
  return { user: userEvent.setup(), paths, service };
}

const cards = [
  makeMessage({ id: 101, thread_id: 101, sender_id: 20 }),
  makeMessage({ id: 102, thread_id: 102, sender_id: 20 }),
];

describe("a card's More menu: the conversation's follow", () => {
  it('asks nothing until a menu opens, then asks that conversation once; Follow writes target_type=thread', async () => {
    const world: World = { followed: new Set() };
    const { user, paths, service } = setup(cards, world);
    expect(paths()).toEqual([]);

    const [first] = screen.getAllByRole('button', { name: 'More' });
    if (!first) throw new Error('no More');
    await user.click(first);
    const item = await screen.findByRole('menuitem', { name: 'Follow conversation' });
    expect(paths()).toEqual(['/api/v1/subscriptions/to_thread/101.json']);

    await user.click(item);
    await waitFor(() => {
      expect(world.followed).toEqual(new Set([101]));
    });
    const post = service.fetchMock.mock.calls.at(-1)?.[1];
    expect(post?.method).toBe('POST');
    expect((post?.body as URLSearchParams).toString()).toBe('target_type=thread&target_id=101');
    expect(screen.getByText('Following this conversation.')).toBeInTheDocument();

    // Open again: known from the write, not asked again; Unfollow deletes it.
    await user.click(first);
    await user.click(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Unfollow conversation' }),
    );
    await waitFor(() => {
      expect(world.followed).toEqual(new Set());
    });
    expect(paths().filter((p) => p.includes('to_thread'))).toHaveLength(1);
  });

  it('a refused follow says so and turns the choice back', async () => {
    const { user } = setup([cards[0] as Message], { followed: new Set(), refuse: true });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Follow conversation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not follow the conversation');
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Follow conversation' })).toBeInTheDocument();
  });

  it('in a community set to follow everyone, says so instead of offering a Follow', async () => {
    const { user } = setup([cards[0] as Message], { followed: new Set(), everyone: true });
    await user.click(screen.getByRole('button', { name: 'More' }));
    const note = await screen.findByRole('menuitem', {
      name: 'You follow every conversation in this network',
    });
    expect(note).toHaveAttribute('aria-disabled', 'true');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { ThreadFollow } from './thread-follow';

const me = { id: 10, full_name: 'Me Myself', name: 'me', network_id: 1 };

function setup({ following = true, community = false, followsSomeone = true } = {}) {
  const writes: string[] = [];
  fakeService((url, init) => {
    const path = url.pathname;
    if (path.endsWith('/subscriptions/to_thread/55.json')) return json({}, following ? 200 : 404);
    // A community set to follow everyone answers 404 for every person too.
    if (path.includes('/subscriptions/to_user/')) return json({}, community ? 404 : 200);
    if (path.endsWith('/users/following/10.json'))
      return json({ users: [], meta: { followed_user_ids: followsSomeone ? [4] : [] } });
    if (path.endsWith('/subscriptions.json')) {
      writes.push(`${init.method ?? ''} ${url.search}`);
      return new Response(null, { status: 200 });
    }
    return json({}, 404);
  });
  const client = freshQueryClient();
  client.setQueryData(userQueries.current().queryKey, me as never);
  client.setQueryData(networkQueries.current().queryKey, [{ id: 1, name: 'Net', community }] as never);
  renderWithApp(<ThreadFollow threadId={55} />, { client });
  return { user: userEvent.setup(), writes };
}

describe('ThreadFollow', () => {
  it('Following, pressed; a press unfollows (DELETE target_type=thread)', async () => {
    const { user, writes } = setup();
    const button = await screen.findByRole('button', { name: 'Following this conversation' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Follow this conversation' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => {
      expect(writes).toEqual(['DELETE ?target_type=thread&target_id=55']);
    });
  });

  it('a 404 outside a community is simply not following', async () => {
    setup({ following: false });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Follow this conversation' })).toBeEnabled();
    });
  });

  it('a 404 in a community whose every check is 404 says the rule, with no button', async () => {
    setup({ following: false, community: true });
    expect(await screen.findByText('You follow every conversation in this network')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in a community where the reader follows nobody, nothing tells the rule: Follow is offered', async () => {
    setup({ following: false, community: true, followsSomeone: false });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Follow this conversation' })).toBeEnabled();
    });
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { followsThread, SEEDED_MESSAGE } from '../../api/testing/seeded-messages';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { ThreadFollow } from './thread-follow';

/** Example Corp, the readers' network. */
const EXAMPLE_CORP = 5897756601;
/** A conversation alice follows in the seeded demo network, and one nobody there is said to follow. */
const FOLLOWED = 2137281445453824;
const UNFOLLOWED = SEEDED_MESSAGE.starterA;

/**
 * ThreadFollow as alice (who follows seven people), or as Astrid Holm (who follows nobody), in Example Corp or
 * in Example Corp made a community set to follow everyone, where every to_thread and to_user check is a 404.
 */
async function setup(threadId: number, { community = false, followsSomeone = true } = {}) {
  const service = emulatorService(followsSomeone ? {} : { as: 'astrid.holm@example.com' });
  if (community) {
    service.emulator.db.prepare('UPDATE networks SET community = 1 WHERE id = ?').run(EXAMPLE_CORP);
    service.emulator.repo.setFollowsEveryone(EXAMPLE_CORP, true);
  }
  const client = freshQueryClient();
  const reader = await service.ask('/api/v1/users/current.json');
  client.setQueryData(userQueries.current().queryKey, (await reader.json()) as never);
  const networks = await service.ask('/api/v1/networks/current.json');
  client.setQueryData(networkQueries.current().queryKey, (await networks.json()) as never);
  renderWithApp(<ThreadFollow threadId={threadId} />, { client });
  const writes = () => service.requests.filter((request) => request.includes('/subscriptions.json'));
  return { user: userEvent.setup(), writes, service };
}

describe('ThreadFollow', () => {
  it('Following, pressed; a press unfollows (DELETE target_type=thread)', async () => {
    const { user, writes, service } = await setup(FOLLOWED);
    const button = await screen.findByRole('button', { name: 'Following this conversation' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Follow this conversation' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => {
      expect(writes()).toEqual([
        `DELETE /api/v1/subscriptions.json?target_type=thread&target_id=${String(FOLLOWED)}`,
      ]);
    });
    expect(await followsThread(service, FOLLOWED)).toBe(false);
  });

  it('a 404 outside a community is simply not following', async () => {
    await setup(UNFOLLOWED);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Follow this conversation' })).toBeEnabled();
    });
  });

  it('a 404 in a community whose every check is 404 says the rule, with no button', async () => {
    await setup(UNFOLLOWED, { community: true });
    expect(await screen.findByText('You follow every conversation in this network')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('in a community where the reader follows nobody, nothing tells the rule: Follow is offered', async () => {
    await setup(UNFOLLOWED, { community: true, followsSomeone: false });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Follow this conversation' })).toBeEnabled();
    });
  });
});

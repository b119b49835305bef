import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { networkQueries } from '../../api/networks/networks-api';
import { userQueries } from '../../api/users/users-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { followsThread, SEEDED_MESSAGE, seededMessage } from '../../api/testing/seeded-messages';
import { json } from '../../api/testing/service-kit';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { MessageActions } from './message-actions';

async function setup(ids: number[], options: { refuse?: boolean; community?: boolean } = {}) {
  const service = emulatorService();
  if (options.refuse)
    service.intercept((request) =>
      request.url.includes('/subscriptions.json')
        ? json({ error: { message: 'Not allowed.' } }, 403)
        : undefined,
    );
  const messages = await Promise.all(ids.map((id) => seededMessage(service, id)));
  const client = freshQueryClient();
  const reader = await service.ask('/api/v1/users/current.json');
  client.setQueryData(userQueries.current().queryKey, (await reader.json()) as never);
  if (options.community) {
    // Example Corp made a community set to follow everyone: every to_thread check answers 404.
    service.emulator.db.prepare('UPDATE networks SET community = 1 WHERE id = ?').run(EXAMPLE_CORP);
    service.emulator.repo.setFollowsEveryone(EXAMPLE_CORP, true);
  }
  // The reader's networks, as the shell has them before any card.
  const networks = await service.ask('/api/v1/networks/current.json');
  client.setQueryData(networkQueries.current().queryKey, (await networks.json()) as never);
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
  const paths = () => service.requests.map((request) => request.split(' ')[1] ?? '');
  return { user: userEvent.setup(), paths, service };
}

const { starterA, starterB } = SEEDED_MESSAGE;

/** Example Corp, alice's network. */
const EXAMPLE_CORP = 5897756601;

describe("a card's More menu: the conversation's follow", () => {
  it('asks nothing until a menu opens, then asks that conversation once; Follow writes target_type=thread', async () => {
    const { user, paths, service } = await setup([starterA, starterB]);
    expect(paths()).toEqual([]);

    const [first] = screen.getAllByRole('button', { name: 'More' });
    if (!first) throw new Error('no More');
    await user.click(first);
    const item = await screen.findByRole('menuitem', { name: 'Follow conversation' });
    expect(paths()).toEqual([`/api/v1/subscriptions/to_thread/${String(starterA)}.json`]);

    await user.click(item);
    await waitFor(async () => {
      expect(await followsThread(service, starterA)).toBe(true);
    });
    expect(service.requests.at(-1)).toBe('POST /api/v1/subscriptions.json');
    expect(await followsThread(service, starterB)).toBe(false);
    expect(screen.getByText('Following this conversation.')).toBeInTheDocument();

    // Open again: known from the write, not asked again; Unfollow deletes it.
    await user.click(first);
    await user.click(
      within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Unfollow conversation' }),
    );
    await waitFor(async () => {
      expect(await followsThread(service, starterA)).toBe(false);
    });
    expect(paths().filter((p) => p.includes('to_thread'))).toHaveLength(1);
  });

  it('a refused follow says so and turns the choice back', async () => {
    const { user, service } = await setup([starterA], { refuse: true });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Follow conversation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not follow the conversation');
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Follow conversation' })).toBeInTheDocument();
    expect(await followsThread(service, starterA)).toBe(false);
  });

  it('in a community set to follow everyone, says so instead of offering a Follow', async () => {
    const { user } = await setup([starterA], { community: true });
    await user.click(screen.getByRole('button', { name: 'More' }));
    const note = await screen.findByRole('menuitem', {
      name: 'You follow every conversation in this network',
    });
    expect(note).toHaveAttribute('aria-disabled', 'true');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInfiniteQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import { messageQueries } from '../../api/messages/messages-api';
import { userQueries } from '../../api/users/users-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { SEEDED_MESSAGE, seededMessage } from '../../api/testing/seeded-messages';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { MessageActions } from './message-actions';
import { chooseLanguage, followBrowserLanguage } from '../../components/testing/language';

const feedKey = messageQueries.feed({ feed: 'all' }, 'flat');

/** The message as a feed draws it: from the cache, which a like edits at once. */
function FromFeed() {
  const message = useInfiniteQuery({ ...feedKey, enabled: false }).data?.pages[0]?.messages[0];
  return message ? <MessageActions message={message} replies={3} onReply={() => undefined} /> : null;
}

async function setup(id: number) {
  const service = emulatorService();
  const message = await seededMessage(service, id);
  const client = freshQueryClient();
  const reader = await service.ask('/api/v1/users/current.json');
  client.setQueryData(userQueries.current().queryKey, (await reader.json()) as never);
  const page: FeedEnvelope = {
    messages: [message],
    references: [],
    meta: { liked_message_ids: [] },
    threaded_extended: {},
  };
  client.setQueryData(feedKey.queryKey, { pages: [page], pageParams: [undefined] });
  renderWithApp(<FromFeed />, { client });
  /** How many like the message, as the emulator has it now. */
  const likes = async () => (await seededMessage(service, id)).liked_by.count;
  return { user: userEvent.setup(), likes };
}

beforeAll(fakeModalDialogs);
afterEach(async () => {
  await followBrowserLanguage();
});

describe('MessageActions', () => {
  it('likes: the heart fills, the button is pressed, the count goes up; again unlikes', async () => {
    // Liked twice by others, not by alice.
    const { user, likes } = await setup(SEEDED_MESSAGE.likedReply);
    const like = screen.getByRole('button', { name: 'Like, 2 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like.querySelector('svg')).toHaveAttribute('fill', 'none');
    expect(screen.getByRole('button', { name: 'Reply, 3 replies' })).toBeInTheDocument();

    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like, 3 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked.querySelector('svg')).toHaveAttribute('fill', 'currentColor');
    await waitFor(async () => {
      expect(await likes()).toBe(3);
    });

    await user.click(liked);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'false');
    });
    await waitFor(async () => {
      expect(await likes()).toBe(2);
    });
  });

  it("keeps Copy link, Email me a copy and the conversation's follow behind More; Delete only for my own, through the confirmation", async () => {
    const { user } = await setup(SEEDED_MESSAGE.alicesReply);
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu');
    // Alice does not follow the conversation her reply is in.
    await within(menu).findByRole('menuitem', { name: 'Follow conversation' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy link', 'Email me a copy', 'Follow conversation', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this message?' })).toBeInTheDocument();
  });

  it("offers no Delete on someone else's message", async () => {
    const { user } = await setup(SEEDED_MESSAGE.starterA);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks German behind More and in the confirmation', async () => {
    const { user } = await setup(SEEDED_MESSAGE.alicesReply);
    await chooseLanguage('de');
    await user.click(screen.getByRole('button', { name: 'Mehr' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Link kopieren' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Diese Nachricht löschen?' });
    expect(dialog).toHaveTextContent('Das lässt sich nicht rückgängig machen.');
  });
});

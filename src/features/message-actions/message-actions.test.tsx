import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useInfiniteQuery } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import { messageQueries } from '../../api/messages/messages-api';
import { userQueries } from '../../api/users/users-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { makeMessage } from '../../components/message/test-data';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { fakeModalDialogs } from '../../components/testing/modal-dialogs';
import { MessageActions } from './message-actions';

const me = { id: 10, full_name: 'Me Myself', name: 'me' };

const feedKey = messageQueries.feed({ feed: 'all' }, 'flat');

/** The message as a feed draws it: from the cache, which a like edits at once. */
function FromFeed() {
  const message = useInfiniteQuery({ ...feedKey, enabled: false }).data?.pages[0]?.messages[0];
  return message ? <MessageActions message={message} replies={3} onReply={() => undefined} /> : null;
}

function setup(message: Message) {
  fakeService(() => json({}));
  const client = freshQueryClient();
  client.setQueryData(userQueries.current().queryKey, me as never);
  const page: FeedEnvelope = {
    messages: [message],
    references: [],
    meta: { liked_message_ids: [] },
    threaded_extended: {},
  };
  client.setQueryData(feedKey.queryKey, { pages: [page], pageParams: [undefined] });
  renderWithApp(<FromFeed />, { client });
  return userEvent.setup();
}

beforeAll(fakeModalDialogs);

describe('MessageActions', () => {
  it('likes: the heart fills, the button is pressed, the count goes up; again unlikes', async () => {
    const user = setup(
      makeMessage({
        sender_id: 20,
        liked_by: { count: 2, names: [{ full_name: 'Ann', permalink: 'ann', user_id: 1 }] },
      }),
    );
    const like = screen.getByRole('button', { name: 'Like, 2 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like.querySelector('svg')).toHaveAttribute('fill', 'none');
    expect(screen.getByRole('button', { name: 'Reply, 3 replies' })).toBeInTheDocument();

    await user.click(like);
    const liked = await screen.findByRole('button', { name: 'Like, 3 likes' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(liked.querySelector('svg')).toHaveAttribute('fill', 'currentColor');

    await user.click(liked);
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Like, 2 likes' })).toHaveAttribute('aria-pressed', 'false');
    });
  });

  it("keeps Copy link, Email me a copy and the conversation's follow behind More; Delete only for my own, through the confirmation", async () => {
    const user = setup(makeMessage({ sender_id: me.id }));
    expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = screen.getByRole('menu');
    // The fake service answers 200 to every check: the reader follows the conversation.
    await within(menu).findByRole('menuitem', { name: 'Unfollow conversation' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy link', 'Email me a copy', 'Unfollow conversation', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Delete this message?' })).toBeInTheDocument();
  });

  it("offers no Delete on someone else's message", async () => {
    const user = setup(makeMessage({ sender_id: 20 }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });
});

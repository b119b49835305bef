import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import { RateLimiter } from '../../api/http/rate-limiter';
import { messageQueries } from '../../api/messages/messages-api';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import {
  SEEDED_CONVERSATION,
  seededConversation,
  seededConversationIds,
} from '../../api/testing/seeded-conversation';
import { SEEDED_MESSAGE, seededMessage } from '../../api/testing/seeded-messages';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { ThreadView } from './thread-view';

const THREAD = SEEDED_CONVERSATION.id;
const NEWEST_REPLY = SEEDED_CONVERSATION.replies[2].id;
const PATH = `/threads/${String(THREAD)}`;

/**
 * All, threaded, as a feed left it: another conversation, then the seeded one's starter with its newest reply
 * (liked), and the conversation's references, its thread among them, all as the emulator has them.
 */
async function seededClient(service: EmulatorService) {
  const conversation = await seededConversation(service);
  const starter = conversation.messages.find((m) => m.id === THREAD);
  const reply = conversation.messages.find((m) => m.id === NEWEST_REPLY);
  if (!starter || !reply) throw new Error('the seeded conversation lost its starter or newest reply');
  const client = freshQueryClient();
  const page: FeedEnvelope = {
    messages: [await seededMessage(service, SEEDED_MESSAGE.starterA), starter],
    references: conversation.references,
    meta: { older_available: true, liked_message_ids: [NEWEST_REPLY] },
    threaded_extended: { [String(THREAD)]: [reply] },
  };
  client.setQueryData(messageQueries.feed({ feed: 'all' }, 'extended').queryKey, {
    pages: [page],
    pageParams: [undefined],
  });
  return client;
}

/** The emulator's answer to the conversation held until the test releases it. */
function holdConversation(service: EmulatorService) {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  service.intercept(async (request) => {
    if (new URL(request.url).pathname.includes(`/messages/in_thread/${String(THREAD)}`)) await held;
    return undefined;
  });
  return () => release?.();
}

describe('a conversation opened from a feed', () => {
  it('draws the cached starter and replies at once, says the rest is loading, and asks no threads/ID', async () => {
    const service = emulatorService();
    const release = holdConversation(service);
    renderWithApp(<ThreadView threadId={THREAD} />, { path: PATH, client: await seededClient(service) });

    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.id)).toEqual([
      `message-${String(THREAD)}`,
      `message-${String(NEWEST_REPLY)}`,
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      `Conversation started by ${SEEDED_CONVERSATION.starter.by}`,
    );
    expect(screen.getByText(/^4 messages/)).toHaveTextContent(`4 messages in ${SEEDED_CONVERSATION.group}`);
    expect(screen.getByRole('link', { name: `#${SEEDED_CONVERSATION.topic.name}` })).toBeInTheDocument();
    expect(screen.getByText(/Loading the rest of the conversation…/)).toHaveTextContent('(2 of 4 messages)');

    release();
    await waitFor(() => {
      expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(
        seededConversationIds().map((id) => `message-${String(id)}`),
      );
    });
    expect(screen.queryByText(/Loading the rest/)).not.toBeInTheDocument();
    expect(service.requests.filter((r) => r.includes('/threads/'))).toEqual([]);
  });

  it('says how long the rest waits for the rate limit, next to what is drawn', async () => {
    const limiter = new RateLimiter();
    const service = emulatorService({ limiter });
    const release = holdConversation(service);
    const client = await seededClient(service);
    // The messages budget is spent: the conversation's request waits about 35 s.
    await Promise.all(Array.from({ length: 10 }, () => limiter.acquire('messages')));
    renderWithApp(<ThreadView threadId={THREAD} />, { path: PATH, client });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(
      screen.getByText(/Loading the rest of the conversation — waiting for the rate limit, \d+ s/),
    ).toBeInTheDocument();
    release();
  });
});

import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../../contract/messages';
import type { Reference } from '../../../contract/references';
import { messageQueries } from '../../api/messages/messages-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { RateLimiter } from '../../api/http/rate-limiter';
import { configureHttpClient } from '../../api/http/http-client';
import { makeMessage } from '../../components/message/test-data';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { ThreadView } from './thread-view';

const threadRef: Reference = {
  type: 'thread',
  id: 100,
  thread_starter_id: 100,
  topics: [{ type: 'topic', id: 77 }],
  stats: { updates: 4 },
  group_id: 9,
};
const people: Reference[] = [
  { type: 'user', id: 1, name: 'ann', full_name: 'Ann Lee' },
  { type: 'user', id: 2, name: 'bob', full_name: 'Bob Stone' },
  { type: 'group', id: 9, name: 'eng', full_name: 'Engineering' },
  { type: 'topic', id: 77, name: 'launch' },
];
const msg = (id: number, sender: number, text: string, repliedTo: number | null) =>
  makeMessage({
    id,
    thread_id: 100,
    sender_id: sender,
    replied_to_id: repliedTo,
    group_id: 9,
    body: { plain: text },
  });
const starter = msg(100, 1, 'Who is coming to the launch?', null);
const reply = msg(103, 2, 'Me too.', 100);
const older = msg(101, 2, 'I am.', 100);

/** All, threaded: the conversation's starter and its newest reply, and the thread among the references. */
function seededClient() {
  const client = freshQueryClient();
  const page: FeedEnvelope = {
    messages: [makeMessage({ id: 200, thread_id: 200, body: { plain: 'Another conversation' } }), starter],
    references: [...people, threadRef],
    meta: { older_available: true, liked_message_ids: [103] },
    threaded_extended: { '100': [reply] },
  };
  client.setQueryData(messageQueries.feed({ feed: 'all' }, 'extended').queryKey, {
    pages: [page],
    pageParams: [undefined],
  });
  return client;
}

/** An in_thread answer the test releases when it wants. */
function heldService() {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const service = fakeService(async (url) => {
    if (url.pathname.includes('/messages/in_thread/100')) {
      await held;
      return json({ messages: [reply, older, starter], references: people, meta: {}, threaded_extended: {} });
    }
    return json({}, 404);
  });
  return { ...service, release: () => release?.() };
}

const paths = (calls: unknown[][]) => calls.map(([input]) => new URL(String(input)).pathname);

describe('a conversation opened from a feed', () => {
  it('draws the cached starter and replies at once, says the rest is loading, and asks no threads/ID', async () => {
    const { fetchMock, release } = heldService();
    renderWithApp(<ThreadView threadId={100} />, { path: '/threads/100', client: seededClient() });

    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.id)).toEqual(['message-100', 'message-103']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Conversation started by Ann Lee');
    expect(screen.getByText(/^4 messages/)).toHaveTextContent('4 messages in Engineering');
    expect(screen.getByRole('link', { name: '#launch' })).toBeInTheDocument();
    expect(screen.getByText(/Loading the rest of the conversation…/)).toHaveTextContent('(2 of 4 messages)');

    release();
    await waitFor(() => {
      expect(screen.getAllByRole('article').map((a) => a.id)).toEqual([
        'message-100',
        'message-101',
        'message-103',
      ]);
    });
    expect(screen.queryByText(/Loading the rest/)).not.toBeInTheDocument();
    expect(paths(fetchMock.mock.calls).filter((p) => p.includes('/threads/'))).toEqual([]);
  });

  it('says how long the rest waits for the rate limit, next to what is drawn', async () => {
    const { release } = heldService();
    const limiter = new RateLimiter();
    configureHttpClient({
      baseUrl: 'https://service.test',
      getToken: () => 'test-token',
      onUnauthorized: () => undefined,
      fetch: () => Promise.resolve(json({ messages: [], references: [], meta: {}, threaded_extended: {} })),
      limiter,
    });
    // The messages budget is spent: the conversation's request waits about 35 s.
    await Promise.all(Array.from({ length: 10 }, () => limiter.acquire('messages')));
    renderWithApp(<ThreadView threadId={100} />, { path: '/threads/100', client: seededClient() });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(
      screen.getByText(/Loading the rest of the conversation — waiting for the rate limit, \d+ s/),
    ).toBeInTheDocument();
    release();
  });
});

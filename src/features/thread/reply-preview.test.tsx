import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { ThreadReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { usePostMessage } from '../../api/messages/use-message-mutations';
import { messageQueries } from '../../api/messages/messages-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { readFixture } from '../../api/testing/fixtures';
import { makeMessage } from '../../components/message/test-data';
import { freshQueryClient } from '../../components/testing/render';
import { indexReferences } from '../../lib/references';

const me = readFixture('user-current.json') as User;

function message(id: number, threadId = id): Message {
  return makeMessage({
    id,
    sender_id: 20,
    thread_id: threadId,
    replied_to_id: id === threadId ? null : threadId,
    body: { plain: `message ${String(id)}` },
  });
}

const threadRef = (updates: number): ThreadReference => ({
  type: 'thread',
  id: 1,
  thread_starter_id: 1,
  stats: { updates },
});

const page = (messages: Message[], extended: Record<string, Message[]> = {}): FeedEnvelope => ({
  messages,
  references: [threadRef(3)],
  meta: {},
  threaded_extended: extended,
});

/** Conversation 1 (starter 1, replies 2 and 3) in a threaded feed, a flat feed and its own page. */
function seed() {
  const client = freshQueryClient();
  const threaded = messageQueries.feed({ feed: 'all' }, 'extended').queryKey;
  const flat = messageQueries.feed({ feed: 'all' }, 'flat').queryKey;
  const conversation = messageQueries.thread(1).queryKey;
  const other = page([message(9)], { '9': [message(10, 9)] });
  client.setQueryData(threaded, {
    pages: [other, page([message(1)], { '1': [message(2, 1), message(3, 1)] })],
    pageParams: [undefined, 9],
  });
  client.setQueryData(flat, { pages: [page([message(3, 1), message(1)])], pageParams: [undefined] });
  client.setQueryData(conversation, {
    pages: [page([message(3, 1), message(2, 1), message(1)])],
    pageParams: [undefined],
  });
  const preview = () => client.getQueryData(threaded)?.pages[1]?.threaded_extended['1']?.map((m) => m.id);
  const replies = () => {
    const shown = client.getQueryData(threaded)?.pages[1];
    return shown ? indexReferences(shown.references).thread(1)?.stats.updates : undefined;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, threaded, flat, other, preview, replies, wrapper };
}

function reply(result: { current: ReturnType<typeof usePostMessage> }) {
  act(() => {
    result.current.mutate({
      params: { body: 'my reply', replied_to_id: 3 },
      placement: { threadId: 1 },
      author: me,
    });
  });
}

describe('a reply in the threaded feed', () => {
  it('shows at once as the newest in its conversation’s preview, then as the service’s message', async () => {
    let answer: (r: Response) => void = () => undefined;
    fakeService(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { client, threaded, flat, other, preview, replies, wrapper } = seed();
    const flatBefore = client.getQueryData(flat);
    const { result } = renderHook(() => usePostMessage(), { wrapper });

    reply(result);
    await waitFor(() => {
      expect(preview()).toHaveLength(3);
    });
    const [, , sending] = client.getQueryData(threaded)?.pages[1]?.threaded_extended['1'] ?? [];
    expect(sending?.body.plain).toBe('my reply');
    expect(sending?.sender_id).toBe(me.id);
    expect(preview()?.slice(0, 2)).toEqual([2, 3]);
    // Nothing else moves: other conversations, the flat feed.
    expect(client.getQueryData(threaded)?.pages[0]).toBe(other);
    expect(client.getQueryData(flat)).toBe(flatBefore);

    const created = { ...message(50, 1), sender_id: me.id, body: { plain: 'my reply' } };
    answer(json({ messages: [created], references: [threadRef(4)], meta: {}, threaded_extended: {} }, 201));
    await waitFor(() => {
      expect(preview()).toEqual([2, 3, 50]);
    });
    // The answer's count of the conversation's replies wins over the page's older one.
    expect(replies()).toBe(4);
  });

  it('leaves the preview as it was when the service refuses the reply', async () => {
    let answer: (r: Response) => void = () => undefined;
    fakeService(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { preview, replies, wrapper } = seed();
    const { result } = renderHook(() => usePostMessage(), { wrapper });

    reply(result);
    await waitFor(() => {
      expect(preview()).toHaveLength(3);
    });
    // A 4xx is a refusal (a 5xx would be tried again by the outbox).
    answer(json({ error: { message: 'nope' } }, 403));
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(preview()).toEqual([2, 3]);
    expect(replies()).toBe(3);
  });
});

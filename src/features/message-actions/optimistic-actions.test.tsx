import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import { ConfigProvider } from '../../config/config-context';
import { TEST_CONFIG } from '../../config/test-config';
import { makeMessage } from '../../components/message/test-data';
import { freshQueryClient } from '../../components/testing/render';
import { messageQueries } from '../../api/messages/messages-api';
import { useDeleteMessage, useLikeMessage } from '../../api/messages/use-message-mutations';
import { fakeService, json } from '../../api/testing/fake-service';

const me = { id: 10, full_name: 'Me Myself', name: 'me' };

function message(id: number, extra: Partial<Message> = {}): Message {
  return makeMessage({
    id,
    sender_id: 20,
    thread_id: id,
    body: { plain: `message ${String(id)}` },
    liked_by: { count: 2, names: [{ full_name: 'Other', permalink: 'other', user_id: 30 }] },
    ...extra,
  });
}

const page = (messages: Message[], extended: Record<string, Message[]> = {}): FeedEnvelope => ({
  messages,
  references: [],
  meta: { liked_message_ids: [] },
  threaded_extended: extended,
});

/** The same reply (id 2) cached three ways: a flat feed, a threaded feed's extended replies, the conversation. */
function seed() {
  const client = freshQueryClient();
  const flat = messageQueries.feed({ feed: 'all' }, 'flat').queryKey;
  const extended = messageQueries.feed({ feed: 'all' }, 'extended').queryKey;
  const thread = messageQueries.thread(1).queryKey;
  const reply = message(2, { thread_id: 1, replied_to_id: 1 });
  client.setQueryData(flat, { pages: [page([reply, message(1)])], pageParams: [undefined] });
  client.setQueryData(extended, { pages: [page([message(1)], { '1': [reply] })], pageParams: [undefined] });
  client.setQueryData(thread, { pages: [page([reply, message(1)])], pageParams: [undefined] });
  const copies = () => [
    client.getQueryData(flat)?.pages[0]?.messages[0],
    client.getQueryData(extended)?.pages[0]?.threaded_extended['1']?.[0],
    client.getQueryData(thread)?.pages[0]?.messages[0],
  ];
  const likedIds = () => client.getQueryData(flat)?.pages[0]?.meta.liked_message_ids;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider config={{ ...TEST_CONFIG, methodOverride: true }}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
  return { client, copies, likedIds, wrapper, reply };
}

describe('useLikeMessage', () => {
  it('likes every cached copy at once and rolls all of them back when the service refuses', async () => {
    let answer: (r: Response) => void = () => undefined;
    fakeService(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { copies, likedIds, wrapper, reply } = seed();
    const { result } = renderHook(() => useLikeMessage(), { wrapper });
    act(() => {
      result.current.mutate({ message: reply, like: true, me });
    });
    await waitFor(() => {
      for (const copy of copies()) expect(copy?.liked_by.count).toBe(3);
    });
    for (const copy of copies()) expect(copy?.liked_by.names.map((n) => n.user_id)).toEqual([10, 30]);
    expect(likedIds()).toEqual([2]);

    // A 4xx is a refusal (a 5xx would be tried again by the outbox).
    answer(json({ error: { message: 'nope' } }, 404));
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    for (const copy of copies()) expect(copy?.liked_by).toEqual(reply.liked_by);
    expect(likedIds()).toEqual([]);
  });

  it('keeps the like when the service accepts it', async () => {
    const { fetchMock, urlOf } = fakeService(() => new Response('', { status: 200 }));
    const { copies, wrapper, reply } = seed();
    const { result } = renderHook(() => useLikeMessage(), { wrapper });
    act(() => {
      result.current.mutate({ message: reply, like: true, me });
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(urlOf(0).pathname).toBe('/api/v1/messages/liked_by/current.json');
    expect(urlOf(0).searchParams.get('message_id')).toBe('2');
    for (const copy of copies()) expect(copy?.liked_by.count).toBe(3);
  });
});

describe('a write behind another', () => {
  it('is held by the outbox, so the screen is free, while the one ahead is still being sent', async () => {
    // The first request stalls: the second write waits its turn in the outbox, not in the screen.
    const { fetchMock } = fakeService(() => new Promise<Response>(() => undefined));
    const { client, wrapper, reply } = seed();
    const other = message(1);
    const { result } = renderHook(() => ({ first: useLikeMessage(), second: useLikeMessage() }), { wrapper });
    act(() => {
      result.current.first.mutate({ message: other, like: true, me });
    });
    await waitFor(() => {
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });
    expect(result.current.first.isPending).toBe(true);
    let waited = false;
    act(() => {
      result.current.second.mutate(
        { message: reply, like: true, me },
        {
          onWaiting: () => {
            waited = true;
          },
        },
      );
    });
    await waitFor(() => {
      expect(result.current.second.isWaiting).toBe(true);
    });
    expect(waited).toBe(true);
    expect(result.current.second.isPending).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    client.clear();
  });
});

describe('useDeleteMessage', () => {
  it('removes every copy at once, with _method=DELETE when configured, and puts them back on refusal', async () => {
    let answer: (r: Response) => void = () => undefined;
    const { fetchMock } = fakeService(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { copies, wrapper, reply } = seed();
    const { result } = renderHook(() => useDeleteMessage(), { wrapper });
    act(() => {
      result.current.mutate({ message: reply });
    });
    await waitFor(() => {
      expect(copies().map((m) => m?.id)).toEqual([1, undefined, 1]);
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect((init?.body as URLSearchParams).get('_method')).toBe('DELETE');
    answer(json({ error: { message: 'Only its sender can delete a message.' } }, 403));
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(copies().map((m) => m?.id)).toEqual([2, 2, 2]);
  });
});

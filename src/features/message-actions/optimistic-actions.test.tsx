import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { User } from '../../../contract/users';
import { ConfigProvider } from '../../config/config-context';
import { TEST_CONFIG } from '../../config/test-config';
import { freshQueryClient } from '../../components/testing/render';
import { messageQueries } from '../../api/messages/messages-api';
import { useDeleteMessage, useLikeMessage } from '../../api/messages/use-message-mutations';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { SEEDED_MESSAGE, seededMessage } from '../../api/testing/seeded-messages';
import { json } from '../../api/testing/service-kit';

const page = (messages: Message[], extended: Record<string, Message[]> = {}): FeedEnvelope => ({
  messages,
  references: [],
  meta: { liked_message_ids: [] },
  threaded_extended: extended,
});

/**
 * The same reply (a seeded one by someone else, liked twice) cached three ways: a flat feed, a threaded feed's
 * extended replies, the conversation.
 */
async function seed() {
  const service = emulatorService();
  const reply = await seededMessage(service, SEEDED_MESSAGE.likedReply);
  const starter = await seededMessage(service, SEEDED_MESSAGE.repliedStarter);
  const me = (await (await service.ask('/api/v1/users/current.json')).json()) as User;
  const client = freshQueryClient();
  const flat = messageQueries.feed({ feed: 'all' }, 'flat').queryKey;
  const extended = messageQueries.feed({ feed: 'all' }, 'extended').queryKey;
  const thread = messageQueries.thread(starter.id).queryKey;
  const key = String(starter.id);
  client.setQueryData(flat, { pages: [page([reply, starter])], pageParams: [undefined] });
  client.setQueryData(extended, { pages: [page([starter], { [key]: [reply] })], pageParams: [undefined] });
  client.setQueryData(thread, { pages: [page([reply, starter])], pageParams: [undefined] });
  const copies = () => [
    client.getQueryData(flat)?.pages[0]?.messages[0],
    client.getQueryData(extended)?.pages[0]?.threaded_extended[key]?.[0],
    client.getQueryData(thread)?.pages[0]?.messages[0],
  ];
  const likedIds = () => client.getQueryData(flat)?.pages[0]?.meta.liked_message_ids;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigProvider config={{ ...TEST_CONFIG, methodOverride: true }}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </ConfigProvider>
  );
  /** The reply as the emulator has it now. */
  const stored = () => seededMessage(service, reply.id);
  return { service, client, copies, likedIds, wrapper, reply, starter, me, stored };
}

/** A stall in front of the emulator: the answer the test lets go when it has looked at the state before. */
function held(service: EmulatorService) {
  let release: (answer?: Response) => void = () => undefined;
  service.intercept(
    (request) =>
      new Promise<Response>((resolve) => {
        release = (answer) => {
          resolve(answer ?? service.emulator.app.fetch(request));
        };
      }),
  );
  return (answer?: Response) => {
    release(answer);
  };
}

describe('useLikeMessage', () => {
  it('likes every cached copy at once and rolls all of them back when the service refuses', async () => {
    const { service, copies, likedIds, wrapper, reply, me, stored } = await seed();
    const answer = held(service);
    const { result } = renderHook(() => useLikeMessage(), { wrapper });
    act(() => {
      result.current.mutate({ message: reply, like: true, me });
    });
    await waitFor(() => {
      for (const copy of copies()) expect(copy?.liked_by.count).toBe(3);
    });
    for (const copy of copies())
      expect(copy?.liked_by.names.map((n) => n.user_id)).toEqual([
        me.id,
        ...reply.liked_by.names.map((n) => n.user_id),
      ]);
    expect(likedIds()).toEqual([reply.id]);

    // A 4xx is a refusal (a 5xx would be tried again by the outbox).
    answer(json({ error: { message: 'nope' } }, 404));
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    for (const copy of copies()) expect(copy?.liked_by).toEqual(reply.liked_by);
    expect(likedIds()).toEqual([]);
    expect((await stored()).liked_by.count).toBe(2);
  });

  it('keeps the like when the service accepts it', async () => {
    const { service, copies, wrapper, reply, me, stored } = await seed();
    const { result } = renderHook(() => useLikeMessage(), { wrapper });
    act(() => {
      result.current.mutate({ message: reply, like: true, me });
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(service.requests).toEqual([
      `POST /api/v1/messages/liked_by/current.json?message_id=${String(reply.id)}`,
    ]);
    for (const copy of copies()) expect(copy?.liked_by.count).toBe(3);
    expect((await stored()).liked_by.count).toBe(3);
  });
});

describe('a write behind another', () => {
  it('is held by the outbox, so the screen is free, while the one ahead is still being sent', async () => {
    // The first request stalls: the second write waits its turn in the outbox, not in the screen.
    const { service, client, wrapper, reply, starter: other, me } = await seed();
    service.intercept(() => new Promise<Response>(() => undefined));
    const { result } = renderHook(() => ({ first: useLikeMessage(), second: useLikeMessage() }), { wrapper });
    act(() => {
      result.current.first.mutate({ message: other, like: true, me });
    });
    await waitFor(() => {
      expect(service.requests).toHaveLength(1);
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
    expect(service.requests).toHaveLength(1);
    client.clear();
  });
});

describe('useDeleteMessage', () => {
  it('removes every copy at once, with _method=DELETE when configured, and puts them back on refusal', async () => {
    const { service, copies, wrapper, reply, starter, stored } = await seed();
    const answer = held(service);
    const bodies: string[] = [];
    service.intercept(async (request) => {
      bodies.push(await request.text());
      return undefined;
    });
    const { result } = renderHook(() => useDeleteMessage(), { wrapper });
    act(() => {
      result.current.mutate({ message: reply });
    });
    await waitFor(() => {
      expect(copies().map((m) => m?.id)).toEqual([starter.id, undefined, starter.id]);
    });
    expect(service.requests).toEqual([`POST /api/v1/messages/${String(reply.id)}.json`]);
    expect(new URLSearchParams(bodies[0]).get('_method')).toBe('DELETE');
    // Not alice's: the service refuses.
    answer();
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(copies().map((m) => m?.id)).toEqual([reply.id, reply.id, reply.id]);
    expect((await stored()).id).toBe(reply.id);
  });
});

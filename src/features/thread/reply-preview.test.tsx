import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { ThreadReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { usePostMessage } from '../../api/messages/use-message-mutations';
import { messageQueries } from '../../api/messages/messages-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { SEEDED_MESSAGE, seededMessage } from '../../api/testing/seeded-messages';
import { json } from '../../api/testing/service-kit';
import { freshQueryClient } from '../../components/testing/render';
import { indexReferences } from '../../lib/references';

/** A conversation of the seeded demo network with several replies, alice (the reader) not among them last. */
const THREAD = SEEDED_MESSAGE.repliedStarter;
/** The replies count the cached pages had: older than the service's, so its answer can be told from it. */
const CACHED_UPDATES = 3;

const threadRef = (updates: number): ThreadReference => ({
  type: 'thread',
  id: THREAD,
  thread_starter_id: THREAD,
  stats: { updates },
});

const page = (messages: Message[], extended: Record<string, Message[]> = {}): FeedEnvelope => ({
  messages,
  references: [threadRef(CACHED_UPDATES)],
  meta: {},
  threaded_extended: extended,
});

/**
 * The conversation (its starter and two newest replies, as the emulator has them) in a threaded feed, a flat
 * feed and its own page, with the emulator's answer to the reply held until the test lets it go.
 */
async function seed() {
  const service = emulatorService();
  const me = (await (await service.ask('/api/v1/users/current.json')).json()) as User;
  const conversation = (await (
    await service.ask(`/api/v1/messages/in_thread/${String(THREAD)}.json`)
  ).json()) as FeedEnvelope;
  const starter = conversation.messages.find((m) => m.id === THREAD);
  const [second, first] = conversation.messages.filter((m) => m.id !== THREAD);
  if (!starter || !first || !second) throw new Error('the seeded conversation has no two replies');
  const another = await seededMessage(service, SEEDED_MESSAGE.starterA);
  const client = freshQueryClient();
  const threaded = messageQueries.feed({ feed: 'all' }, 'extended').queryKey;
  const flat = messageQueries.feed({ feed: 'all' }, 'flat').queryKey;
  const key = String(THREAD);
  const other = page([another], {});
  client.setQueryData(threaded, {
    pages: [other, page([starter], { [key]: [first, second] })],
    pageParams: [undefined, another.id],
  });
  client.setQueryData(flat, { pages: [page([second, starter])], pageParams: [undefined] });
  client.setQueryData(messageQueries.thread(THREAD).queryKey, {
    pages: [page([second, first, starter])],
    pageParams: [undefined],
  });
  const preview = () => client.getQueryData(threaded)?.pages[1]?.threaded_extended[key]?.map((m) => m.id);
  const replies = () => {
    const shown = client.getQueryData(threaded)?.pages[1];
    return shown ? indexReferences(shown.references).thread(THREAD)?.stats.updates : undefined;
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  let release: (answer?: Response) => void = () => undefined;
  const answers: FeedEnvelope[] = [];
  service.intercept(
    (request) =>
      new Promise<Response>((resolve) => {
        release = (answer) => {
          const answered = Promise.resolve(answer ?? service.emulator.app.fetch(request));
          resolve(
            answered.then(async (response) => {
              if (response.ok) answers.push((await response.clone().json()) as FeedEnvelope);
              return response;
            }),
          );
        };
      }),
  );
  const answer = (response?: Response) => {
    release(response);
  };
  return { client, threaded, flat, other, preview, replies, wrapper, me, first, second, answer, answers };
}

function reply(result: { current: ReturnType<typeof usePostMessage> }, me: User, to: number) {
  act(() => {
    result.current.mutate({
      params: { body: 'my reply', replied_to_id: to },
      placement: { threadId: THREAD },
      author: me,
    });
  });
}

describe('a reply in the threaded feed', () => {
  it('shows at once as the newest in its conversation’s preview, then as the service’s message', async () => {
    const { client, threaded, flat, other, preview, replies, wrapper, me, first, second, answer, answers } =
      await seed();
    const flatBefore = client.getQueryData(flat);
    const { result } = renderHook(() => usePostMessage(), { wrapper });

    reply(result, me, second.id);
    await waitFor(() => {
      expect(preview()).toHaveLength(3);
    });
    const [, , sending] = client.getQueryData(threaded)?.pages[1]?.threaded_extended[String(THREAD)] ?? [];
    expect(sending?.body.plain).toBe('my reply');
    expect(sending?.sender_id).toBe(me.id);
    expect(preview()?.slice(0, 2)).toEqual([first.id, second.id]);
    // Nothing else moves: other conversations, the flat feed.
    expect(client.getQueryData(threaded)?.pages[0]).toBe(other);
    expect(client.getQueryData(flat)).toBe(flatBefore);

    answer();
    await waitFor(() => {
      expect(answers).toHaveLength(1);
    });
    const created = answers[0]?.messages[0];
    expect(created?.body.plain).toBe('my reply');
    await waitFor(() => {
      expect(preview()).toEqual([first.id, second.id, created?.id]);
    });
    // The answer's count of the conversation's replies wins over the page's older one.
    const updates = answers[0] ? indexReferences(answers[0].references).thread(THREAD)?.stats.updates : 0;
    expect(updates).toBeGreaterThan(CACHED_UPDATES);
    expect(replies()).toBe(updates);
  });

  it('leaves the preview as it was when the service refuses the reply', async () => {
    const { preview, replies, wrapper, me, first, second, answer } = await seed();
    const { result } = renderHook(() => usePostMessage(), { wrapper });

    reply(result, me, second.id);
    await waitFor(() => {
      expect(preview()).toHaveLength(3);
    });
    // A 4xx is a refusal (a 5xx would be tried again by the outbox).
    answer(json({ error: { message: 'nope' } }, 403));
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(preview()).toEqual([first.id, second.id]);
    expect(replies()).toBe(CACHED_UPDATES);
  });
});

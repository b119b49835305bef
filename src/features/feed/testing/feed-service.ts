import type { FeedEnvelope, Message } from '../../../../contract/messages';
import { fakeService, json, type Handler } from '../../../api/testing/fake-service';
import { readFixture } from '../../../api/testing/fixtures';

export const recorded = readFixture('messages-feed.json') as FeedEnvelope;
export const currentUser = readFixture('user-current.json') as { id: number; network_id: number };

/** A message like the recorded ones, with its own id and text. */
export function message(id: number, text: string, extra: Partial<Message> = {}): Message {
  const base = recorded.messages[0];
  if (!base) throw new Error('fixture has no messages');
  return {
    ...base,
    id,
    thread_id: id,
    replied_to_id: null,
    body: { plain: text, parsed: text },
    liked_by: { count: 0, names: [] },
    attachments: [],
    ...extra,
  };
}

/** The fake service of feed tests: users/current answers the recorded user, feeds go to `feeds`. */
export function feedService(feeds: Handler) {
  const service = fakeService((url, init) =>
    url.pathname.endsWith('/users/current.json')
      ? json(currentUser)
      : /\/users\/\d+\.json$/.test(url.pathname)
        ? json({}, 404)
        : feeds(url, init),
  );
  const feedCalls = () =>
    service.fetchMock.mock.calls
      .map((_, n) => service.urlOf(n))
      .filter((url) => url.pathname.includes('/messages'));
  return { ...service, feedCalls };
}

/**
 * jsdom lays nothing out (every element measures 0 px), so the virtualizer mounts what the window's height
 * holds at the estimated item heights: a tall window mounts a whole test feed, a short one only a few.
 */
export function setWindowHeight(px: number): void {
  Object.defineProperty(window, 'innerHeight', { value: px, configurable: true });
}

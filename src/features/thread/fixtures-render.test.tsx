import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFeedEnvelope, readMessage } from '../../../contract/guards';
import type { FeedEnvelope } from '../../../contract/messages';
import { emulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { readFixture } from '../../api/testing/fixtures';
import { MessageArticle } from '../../components/message/message-article';
import { renderWithApp } from '../../components/testing/render';
import { indexReferences } from '../../lib/references';
import { ThreadView } from './thread-view';

/** Every message of an envelope through the same article the feeds and the conversation use. */
function renderEnvelope(feed: FeedEnvelope, context: 'feed' | 'thread' = 'feed') {
  const refs = indexReferences(feed.references);
  return renderWithApp(
    <div>
      {feed.messages.map((m) => (
        <MessageArticle key={m.id} message={m} refs={refs} context={context} />
      ))}
    </div>,
  );
}

let errors: unknown[] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

describe('every recorded feed, thread and message renders through the shared components', () => {
  it.each(['feed', 'thread'] as const)('messages-feed.json (%s context)', (context) => {
    const feed = readFeedEnvelope(readFixture('messages-feed.json'));
    const { container } = renderEnvelope(feed, context);
    expect(screen.getAllByRole('article')).toHaveLength(feed.messages.length);
    expect(container).not.toHaveTextContent('[[');
    expect(screen.getByRole('link', { name: '@mikeal' })).toHaveAttribute('href', '/users/4022984');
    expect(screen.getAllByRole('img', { name: /Firefly|angry unicorn/ }).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('search.json (its nested messages envelope)', () => {
    const search = readFixture('search.json') as { messages: unknown };
    const feed = readFeedEnvelope(search.messages);
    const { container } = renderEnvelope(feed);
    expect(screen.getAllByRole('article')).toHaveLength(feed.messages.length);
    expect(container).not.toHaveTextContent('[[');
    expect(errors).toEqual([]);
  });

  it('message-single.json (a bare message without references)', () => {
    const message = readMessage(readFixture('message-single.json'));
    renderWithApp(<MessageArticle message={message} refs={indexReferences()} />);
    expect(screen.getByRole('article', { name: /^Unknown sender/ })).toHaveTextContent(
      "I don't always drink beer.",
    );
    expect(errors).toEqual([]);
  });

  it.each(['thread-public.json', 'thread-private.json', 'thread-portal.json', 'thread-with-attachment.json'])(
    '%s with messages-in-thread.json, through the conversation view',
    async (name) => {
      const thread = readFixture(name);
      const messages = readFixture('messages-in-thread.json') as FeedEnvelope;
      // The real service's recorded answers, in front of the emulator: their shapes are what is tested.
      emulatorService().intercept((request) =>
        json(new URL(request.url).pathname.includes('/threads/') ? thread : messages),
      );
      renderWithApp(<ThreadView threadId={(thread as { id: number }).id} />);
      const articles = await screen.findAllByRole('article');
      expect(articles).toHaveLength(messages.messages.length);
      // Oldest first, whatever order the pages came in.
      const ids = articles.map((a) => Number(a.id.replace('message-', '')));
      expect(ids).toEqual([...ids].sort((a, b) => (a < b ? -1 : 1)));
      // The recorded Open Graph object becomes a safe link card.
      const card = screen.getAllByRole('link', { name: /analytics\.int\.yammer\.com/ })[0];
      expect(card).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      if (name === 'thread-with-attachment.json') {
        const topics = screen.getAllByRole('list', { name: 'Topics' })[0] as HTMLElement;
        expect(within(topics).getByRole('link', { name: '#Iphone' })).toHaveAttribute(
          'href',
          '/topics/126915',
        );
        expect(within(topics).getByRole('link', { name: '#Wireless' })).toBeInTheDocument();
      }
      expect(errors).toEqual([]);
    },
  );
});

describe('senders the recorded conversation does not name', () => {
  it('are asked for (users/ID, once each) instead of showing "Unknown sender"', async () => {
    const thread = readFixture('thread-public.json') as { id: number };
    const messages = readFixture('messages-in-thread.json') as FeedEnvelope;
    const sender = messages.messages[0]?.sender_id ?? 0;
    const person = { ...(readFixture('user-old.json') as object), id: sender };
    const service = emulatorService();
    service.intercept((request) => {
      const path = new URL(request.url).pathname;
      return json(path.includes('/threads/') ? thread : path.includes('/users/') ? person : messages);
    });
    renderWithApp(<ThreadView threadId={thread.id} />);
    expect(await screen.findByRole('article', { name: /^Ilya Yakubovich/ })).toBeInTheDocument();
    const userCalls = service.requests.filter((request) => request.includes('/users/'));
    expect(userCalls).toEqual([`GET /api/v1/users/${String(sender)}.json`]);
    expect(errors).toEqual([]);
  });
});

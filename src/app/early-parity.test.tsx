import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFeedEnvelope } from '../../contract/guards';
import type { FeedEnvelope } from '../../contract/messages';
import { readFixture } from '../api/testing/fixtures';
import { makeMessage, testReferences } from '../components/message/test-data';
import { renderWithApp } from '../components/testing/render';
import { FeedEntryView } from '../features/feed/feed-entry';
import { buildEntries } from '../lib/feed-entries';
import { indexReferences } from '../lib/references';
import { FeedMessageActions } from '../pages/message-slots';
import { FEED_LOADING_LABEL } from '../components/state-classes';
import { LoadingState } from '../components/states';
import { earlyEntry } from '../boot/early-paint/early-message';
import { earlyLoadingPage } from '../boot/early-paint/early-page';
import { outline } from '../boot/early-paint/testing/outline';

function compare(feed: FeedEnvelope, threaded: boolean) {
  const refs = indexReferences(feed.references);
  const entries = buildEntries([feed], threaded ? 'extended' : 'flat');
  expect(entries.length).toBeGreaterThan(0);
  const now = Date.now();
  const { container } = renderWithApp(
    <FeedMessageActions>
      {entries.map((entry, i) => (
        <div key={entry.message.id} data-index={i}>
          <FeedEntryView entry={entry} refs={refs} threaded={threaded} posinset={i + 1} setsize={-1} />
        </div>
      ))}
    </FeedMessageActions>,
  );
  const app = [...container.querySelectorAll(':scope [data-index] > article')];
  expect(app).toHaveLength(entries.length);
  entries.forEach((entry, i) => {
    const early = earlyEntry(entry, refs, threaded, i + 1, -1, now);
    expect(outline(early)).toEqual(outline(app[i] as Element));
  });
}

/** A threaded page: the recorded feed's starters, with replies (one with a file, one answering another). */
function threadedFeed(feed: FeedEnvelope): FeedEnvelope {
  const starter = feed.messages[0];
  if (!starter) throw new Error('the fixture has no message');
  const reply = (id: number, overrides = {}) =>
    makeMessage({ id, thread_id: starter.thread_id, replied_to_id: starter.id, sender_id: 1, ...overrides });
  return {
    ...feed,
    references: [...feed.references, ...testReferences],
    threaded_extended: {
      [String(starter.thread_id)]: [
        reply(9_000_002, { body: { plain: 'Second reply', parsed: 'Thanks [[user:2]]' } }),
        reply(9_000_001, {
          attachments: [
            { id: 5, type: 'file', name: 'plan.pdf', size: 12_345, download_url: 'https://f.test/p' },
          ],
        }),
      ],
    },
  };
}

describe('the early paint draws an entry element for element as the app does', () => {
  let feed: FeedEnvelope;
  beforeAll(() => {
    feed = readFeedEnvelope(readFixture('messages-feed.json'));
  });

  it('flat, every message of the recorded feed (rich bodies, mentions, images, topics, likes)', () => {
    compare(feed, false);
  });

  it('threaded, conversations with their newest replies and the link to the rest', () => {
    compare(threadedFeed(feed), true);
  });

  it('messages the references do not know, and bodies without rich text', () => {
    compare(
      {
        ...feed,
        messages: [
          makeMessage({ id: 1, sender_id: 404, body: { plain: 'Who am I?\nNobody knows.' } }),
          makeMessage({ id: 2, group_id: 3, body: { plain: 'x', parsed: 'See [[tag:7]] and [[group:3]]' } }),
          makeMessage({ id: 3, created_at: 'not a date', liked_by: { count: 2, names: [] } }),
        ],
        references: testReferences,
      },
      false,
    );
  });
});

describe('the early paint draws the dense card as the app does', () => {
  const picture = (id: number, name: string, size: object = {}) => ({
    id,
    type: 'image',
    name,
    web_url: null,
    image: { url: `https://f.test/${name}`, thumbnail_url: `https://f.test/t/${name}`, size: 1 },
    ...size,
  });

  it('flat: the reply line (from the page), counts on the actions, images in their shape and a grid', () => {
    compare(
      {
        messages: [
          makeMessage({
            id: 11,
            thread_id: 10,
            replied_to_id: 10,
            sender_id: 2,
            liked_by: { count: 1, names: [] },
            attachments: [picture(1, 'IMG_0012.jpg', { width: 1200, height: 900 })],
          }),
          makeMessage({
            id: 10,
            thread_id: 10,
            group_id: 3,
            body: { plain: 'Mockups #design' },
            attachments: [picture(2, 'a.png'), picture(3, 'b.png'), picture(4, 'c.png')],
          }),
          makeMessage({ id: 12, thread_id: 12, attachments: [picture(5, 'whiteboard (2).png')] }),
        ],
        references: [
          ...testReferences,
          {
            type: 'thread',
            id: 10,
            thread_starter_id: 10,
            topics: [{ type: 'topic', id: 8 }],
            stats: { updates: 3 },
          },
        ],
        meta: {},
        threaded_extended: {},
      },
      false,
    );
    // The card's new parts are there to compare: the reply line, counts, More, a sized image and a grid.
    expect(screen.getByText(/^In reply to/)).toHaveTextContent('In reply to Ann Lee');
    expect(screen.getByRole('button', { name: 'Like, 1 like' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply, 2 replies' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'More' })).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Image from Bob Stone' })).toHaveAttribute('width', '1200');
    expect(screen.getAllByRole('list', { name: 'Images' })).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'whiteboard' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Topics' })).not.toBeInTheDocument();
  });
});

describe('the early loading page', () => {
  it('shows the loading state element for element as the app does while the feed is pending', () => {
    const { container } = renderWithApp(<LoadingState label={FEED_LOADING_LABEL} />);
    const page = earlyLoadingPage({
      feed: 'all',
      title: 'All conversations',
      threaded: false,
      me: undefined,
      admin: false,
      networkName: undefined,
      unseenNotifications: undefined,
    });
    const early = page.querySelector('section > [role="status"]');
    expect(early).not.toBeNull();
    expect(outline(early as Element)).toEqual(outline(container.firstElementChild as Element));
  });
});

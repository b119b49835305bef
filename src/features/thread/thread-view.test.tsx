import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope, Message } from '../../../contract/messages';
import type { Reference } from '../../../contract/references';
import { fakeService, json } from '../../api/testing/fake-service';
import { makeMessage } from '../../components/message/test-data';
import { renderWithApp } from '../../components/testing/render';
import { ThreadView } from './thread-view';

const people: Reference[] = [
  { type: 'user', id: 1, name: 'ann', full_name: 'Ann Lee' },
  { type: 'user', id: 2, name: 'bob', full_name: 'Bob Stone' },
  { type: 'user', id: 3, name: 'cy', full_name: 'Cy Park' },
  { type: 'group', id: 9, name: 'eng', full_name: 'Engineering' },
];

function message(id: number, sender: number, text: string, repliedTo: number | null = 100): Message {
  return makeMessage({
    id,
    sender_id: sender,
    replied_to_id: repliedTo,
    group_id: 9,
    network_id: 5,
    url: '',
    web_url: '',
    body: { plain: text },
  });
}

const envelope = (messages: Message[], older = false): FeedEnvelope => ({
  messages,
  references: people,
  meta: { older_available: older },
  threaded_extended: {},
});

const starter = message(100, 1, 'Who is coming to the launch?', null);
const replies = [
  message(102, 2, 'I am.', 100),
  message(103, 3, 'Me too, with Bob.', 102),
  message(104, 1, 'Great, see you both.', 103),
];
const threadObject = {
  type: 'thread',
  id: 100,
  thread_starter_id: 100,
  topics: [{ type: 'topic', id: 77 }],
  stats: { updates: 4 },
  references: [{ type: 'topic', id: 77, name: 'launch' }],
};

type Answer = Response | (() => Response);
function serve(thread: Answer, inThread: (url: URL) => Response) {
  return fakeService((url) => {
    if (url.pathname.includes('/threads/')) return typeof thread === 'function' ? thread() : thread.clone();
    if (url.pathname.includes('/messages/in_thread/100')) return inThread(url);
    return json({}, 404);
  });
}

const renderThread = (path = '/threads/100') => renderWithApp(<ThreadView threadId={100} />, { path });

afterEach(() => {
  vi.useRealTimers();
});

describe('ThreadView', () => {
  it('loads every page and shows the starter and replies oldest first, with who replied to whom', async () => {
    const { urlOf, fetchMock } = serve(json(threadObject), (url) =>
      url.searchParams.has('older_than')
        ? json(envelope([replies[0] as Message, starter]))
        : json(envelope([replies[2] as Message, replies[1] as Message], true)),
    );
    renderThread();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rest of the conversation…');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Conversation started by Ann Lee' });
    expect(heading).toBeInTheDocument();

    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.id)).toEqual(['message-100', 'message-102', 'message-103', 'message-104']);
    expect(articles[0]).toHaveTextContent('Who is coming to the launch?');
    expect(articles[0]).not.toHaveTextContent('In reply to');
    expect(articles[2]).toHaveTextContent('In reply to Bob Stone');
    expect(within(articles[2] as HTMLElement).getByRole('link', { name: 'Bob Stone' })).toHaveAttribute(
      'href',
      '/threads/100#message-102',
    );
    expect(screen.getByText(/^4 messages/)).toHaveTextContent('4 messages in Engineering');
    expect(screen.getByRole('link', { name: '#launch' })).toHaveAttribute('href', '/topics/77');
    expect(screen.getByRole('link', { name: /Back to feed/ })).toHaveAttribute('href', '/');

    const inThreadCalls = fetchMock.mock.calls
      .map((_, i) => urlOf(i))
      .filter((u) => u.pathname.includes('in_thread'));
    expect(inThreadCalls).toHaveLength(2);
    expect(inThreadCalls[1]?.searchParams.get('older_than')).toBe('103');
    expect(inThreadCalls[0]?.searchParams.get('include_topics')).toBe('true');
  });

  it('moves focus to the message named in the address once the conversation is shown', async () => {
    serve(json(threadObject), () => json(envelope([...replies].reverse().concat(starter))));
    renderThread('/threads/100#message-103');
    await screen.findAllByRole('article');
    await waitFor(() => {
      expect(document.getElementById('message-103')).toHaveFocus();
    });
  });

  it('focuses the replied-to message when its link is followed', async () => {
    serve(json(threadObject), () => json(envelope([...replies].reverse().concat(starter))));
    renderThread();
    const [, , third] = await screen.findAllByRole('article');
    await userEvent.click(within(third as HTMLElement).getByRole('link', { name: 'Bob Stone' }));
    await waitFor(() => {
      expect(document.getElementById('message-102')).toHaveFocus();
    });
  });

  it('says so when the conversation has no messages', async () => {
    serve(json(threadObject), () => json(envelope([])));
    renderThread();
    expect(await screen.findByText('This conversation has no messages.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the conversation', async () => {
    let fail = true;
    serve(json(threadObject), () => (fail ? json({}, 500) : json(envelope([starter]))));
    renderThread();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The conversation could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toHaveTextContent('Who is coming to the launch?');
  });

  it('says the conversation does not exist (or is hidden) on a 404', async () => {
    const missing = () => json({ error: { message: 'No such thread in this network.' } }, 404);
    serve(missing, missing);
    renderThread();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This conversation doesn't exist or you can't see it",
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to feed/ })).toBeInTheDocument();
  });

  it('polls newer_than once a minute and adds new replies at the end, announced politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fresh = message(105, 2, 'Running late!', 104);
    const { urlOf, fetchMock } = serve(json(threadObject), (url) =>
      url.searchParams.has('newer_than')
        ? json(envelope([fresh]))
        : json(envelope([...replies].reverse().concat(starter))),
    );
    renderThread();
    await screen.findAllByRole('article');
    // The conversation's Follow asks its check (a 404 here) and what tells the community's rule, once.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const before = fetchMock.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(fetchMock.mock.calls.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(5);
    });
    const poll = urlOf(fetchMock.mock.calls.length - 1);
    expect(poll.searchParams.get('newer_than')).toBe('104');
    const articles = screen.getAllByRole('article');
    expect(articles.at(-1)).toHaveTextContent('Running late!');
    expect(articles.at(-1)).toHaveTextContent('In reply to Ann Lee');
    const live = screen.getByText(/added at the end of the conversation/);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('A new reply was added at the end of the conversation.');
  });
});

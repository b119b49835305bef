import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../contract/messages';
import { emulatorService, type EmulatorService } from '../../api/testing/emulator-service';
import { SEEDED_CONVERSATION, seededConversationIds } from '../../api/testing/seeded-conversation';
import { json } from '../../api/testing/service-kit';
import { renderWithApp } from '../../components/testing/render';
import { ThreadView } from './thread-view';
import { chooseLanguage, followBrowserLanguage } from '../../components/testing/language';

const THREAD = SEEDED_CONVERSATION.id;
const [FIRST_REPLY, REPLY_TO_REPLY, NEWEST_REPLY] = SEEDED_CONVERSATION.replies;
const articleIds = (ids: number[]) => ids.map((id) => `message-${String(id)}`);
const inThread = (service: EmulatorService) =>
  service.requests
    .filter((r) => r.includes(`/messages/in_thread/${String(THREAD)}`))
    .map((r) => new URL(r.split(' ')[1] ?? '', 'https://service.test').searchParams);

/** Posts a reply to `repliedTo` in the seeded conversation, as alice or as `as`; answers the new message. */
async function reply(
  service: EmulatorService,
  repliedTo: number,
  text: string,
  as?: string,
): Promise<Message> {
  const body = new URLSearchParams({ body: text, replied_to_id: String(repliedTo) });
  const answer = await service.ask('/api/v1/messages.json', { method: 'POST', body }, as);
  if (answer.status !== 201) throw new Error(`the reply was refused: ${String(answer.status)}`);
  const [posted] = ((await answer.json()) as { messages: Message[] }).messages;
  if (!posted) throw new Error('the reply was not answered');
  return posted;
}

const renderThread = (hash = '') =>
  renderWithApp(<ThreadView threadId={THREAD} />, { path: `/threads/${String(THREAD)}${hash}` });

afterEach(async () => {
  vi.useRealTimers();
  await followBrowserLanguage();
});

describe('ThreadView', () => {
  it('speaks Arabic: the starter named in its own direction, the count in Arabic plural, the back arrow mirrored', async () => {
    emulatorService();
    await chooseLanguage('ar');
    renderThread();
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: `محادثة بدأها ${SEEDED_CONVERSATION.starter.by}`,
    });
    expect(heading.querySelector('bdi')).toHaveTextContent(SEEDED_CONVERSATION.starter.by);
    expect(await screen.findByText(/^4 رسائل في/)).toHaveTextContent(
      `4 رسائل في ${SEEDED_CONVERSATION.group}`,
    );
    const back = screen.getByRole('link', { name: 'العودة إلى الموجز' });
    expect(back.querySelector('[aria-hidden="true"]')).toHaveClass('rtl:-scale-x-100');
  });

  it('loads every page and shows the starter and replies oldest first, with who replied to whom', async () => {
    const service = emulatorService();
    // More replies than a page (50) holds: alice's, after the seeded three, so the conversation takes two.
    const added: Message[] = [];
    for (let n = 1; n <= 50; n += 1)
      added.push(await reply(service, NEWEST_REPLY.id, `Noted, ${String(n)}.`));
    renderThread();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rest of the conversation…');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: `Conversation started by ${SEEDED_CONVERSATION.starter.by}`,
    });
    expect(heading).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(54);
    });

    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.id)).toEqual(
      articleIds([...seededConversationIds(), ...added.map((m) => m.id)]),
    );
    expect(articles[3]).toHaveTextContent('Updated the runbook with this.');
    expect(articles[0]).not.toHaveTextContent('In reply to');
    expect(articles[2]).toHaveTextContent(`In reply to ${REPLY_TO_REPLY.to}`);
    expect(within(articles[2] as HTMLElement).getByRole('link', { name: REPLY_TO_REPLY.to })).toHaveAttribute(
      'href',
      `/threads/${String(THREAD)}#message-${String(FIRST_REPLY.id)}`,
    );
    expect(screen.getByText(/^54 messages/)).toHaveTextContent(`54 messages in ${SEEDED_CONVERSATION.group}`);
    expect(screen.getByRole('link', { name: `#${SEEDED_CONVERSATION.topic.name}` })).toHaveAttribute(
      'href',
      `/topics/${String(SEEDED_CONVERSATION.topic.id)}`,
    );
    expect(screen.getByRole('link', { name: /Back to feed/ })).toHaveAttribute('href', '/');

    const asked = inThread(service);
    expect(asked).toHaveLength(2);
    expect(asked[1]?.get('older_than')).toBe(String(added[0]?.id));
    expect(asked[0]?.get('include_topics')).toBe('true');
  });

  it('moves focus to the message named in the address once the conversation is shown', async () => {
    emulatorService();
    renderThread(`#message-${String(REPLY_TO_REPLY.id)}`);
    await screen.findAllByRole('article');
    await waitFor(() => {
      expect(document.getElementById(`message-${String(REPLY_TO_REPLY.id)}`)).toHaveFocus();
    });
  });

  it('focuses the replied-to message when its link is followed', async () => {
    emulatorService();
    renderThread();
    const [, , third] = await screen.findAllByRole('article');
    await userEvent.click(within(third as HTMLElement).getByRole('link', { name: REPLY_TO_REPLY.to }));
    await waitFor(() => {
      expect(document.getElementById(`message-${String(FIRST_REPLY.id)}`)).toHaveFocus();
    });
  });

  it('says so when the conversation has no messages', async () => {
    const service = emulatorService();
    // The emulator never answers a conversation empty (without its starter it is a 404): the service may.
    service.intercept((request) =>
      request.url.includes('/messages/in_thread/')
        ? json({ messages: [], references: [], meta: {}, threaded_extended: {} })
        : undefined,
    );
    renderThread();
    expect(await screen.findByText('This conversation has no messages.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows an error with Retry, and Retry loads the conversation', async () => {
    const service = emulatorService();
    const recover = service.intercept((request) =>
      request.url.includes('/messages/in_thread/') ? json({}, 500) : undefined,
    );
    renderThread();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The conversation could not be loaded.');
    recover();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => {
      expect(screen.getAllByRole('article').map((a) => a.id)).toEqual(articleIds(seededConversationIds()));
    });
  });

  it('says the conversation does not exist (or is hidden) on a 404', async () => {
    emulatorService();
    renderWithApp(<ThreadView threadId={1} />, { path: '/threads/1' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This conversation doesn't exist or you can't see it",
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to feed/ })).toBeInTheDocument();
  });

  it('polls newer_than once a minute and adds new replies at the end, announced politely', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const service = emulatorService();
    renderThread();
    await screen.findAllByRole('article');
    // The conversation's Follow asks its check and what tells the community's rule, once.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const before = service.requests.length;
    await reply(service, NEWEST_REPLY.id, 'Running late!', 'bob@example.com');
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(service.requests.length).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await waitFor(() => {
      expect(screen.getAllByRole('article')).toHaveLength(5);
    });
    const poll = inThread(service).at(-1);
    expect(poll?.get('newer_than')).toBe(String(NEWEST_REPLY.id));
    const articles = screen.getAllByRole('article');
    expect(articles.at(-1)).toHaveTextContent('Running late!');
    expect(articles.at(-1)).toHaveTextContent(`In reply to ${NEWEST_REPLY.by}`);
    const live = screen.getByText(/added at the end of the conversation/);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('A new reply was added at the end of the conversation.');
  });
});

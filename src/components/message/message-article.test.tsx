import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language-runtime';
import { indexReferences } from '../../lib/references';
import { renderWithApp } from '../testing/render';
import { MessageArticle } from './message-article';
import { PageGroupProvider } from './page-group';
import { makeMessage, testReferences } from './test-data';

const refs = indexReferences(testReferences);
const likers = (...names: string[]) =>
  names.map((full_name, i) => ({ full_name, permalink: full_name.toLowerCase(), user_id: 50 + i }));

describe('MessageArticle in a feed', () => {
  it('is an article named by sender and time, leading into the conversation', () => {
    const starter = makeMessage({
      group_id: 3,
      liked_by: { count: 2, names: likers('Ann Lee', 'Bob Stone') },
    });
    renderWithApp(<MessageArticle message={starter} refs={refs} posinset={1} setsize={5} />);
    const article = screen.getByRole('article', { name: /^Ann Lee / });
    expect(article).toHaveAttribute('id', 'message-100');
    expect(within(article).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/users/1');
    expect(within(article).getByRole('link', { name: 'Engineering' })).toHaveAttribute('href', '/groups/3');
    // Counts only on the actions. The thread reference says 4 updates: the starter and 3 replies.
    expect(within(article).getByRole('button', { name: 'Reply, 3 replies' })).toBeInTheDocument();
    expect(within(article).getByRole('time').closest('a')).toHaveAttribute('href', '/threads/100');
    const like = within(article).getByRole('button', { name: 'Like, 2 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(like).toHaveAttribute('title', 'Liked by Ann Lee and Bob Stone');
    expect(within(article).queryByRole('link', { name: /repl|like/i })).not.toBeInTheDocument();
    const more = within(article).getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    // Drawn before the actions' code arrives (nothing moves then), and said to be unusable until it does.
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(like).toHaveAttribute('aria-disabled', 'true');
    // A starter shows its thread's topics.
    expect(
      within(within(article).getByRole('list', { name: 'Topics' })).getByRole('link', { name: '#design' }),
    ).toHaveAttribute('href', '/topics/8');
  });

  it('links a reply to the message it answers, within its conversation', () => {
    const reply = makeMessage({ id: 101, thread_id: 100, replied_to_id: 100, sender_id: 2 });
    renderWithApp(
      <MessageArticle
        message={reply}
        refs={indexReferences(testReferences, [
          { type: 'message', id: 100, sender_id: 1, thread_id: 100, body: { plain: 'Hi' } },
        ])}
      />,
    );
    const article = screen.getByRole('article', { name: /^Bob Stone / });
    expect(article).toHaveTextContent('In reply to Ann Lee');
    expect(within(article).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/threads/100#message-100',
    );
    expect(within(article).getByRole('time').closest('a')).toHaveAttribute(
      'href',
      '/threads/100#message-101',
    );
    expect(within(article).getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('says whom a reply answers from the page itself when the references do not hold that message', () => {
    const starter = makeMessage({ id: 100, sender_id: 1 });
    const reply = makeMessage({ id: 101, replied_to_id: 100, sender_id: 2 });
    renderWithApp(<MessageArticle message={reply} refs={refs} repliedTo={starter} />);
    const link = screen.getByRole('link', { name: 'Ann Lee' });
    expect(link.closest('p')).toHaveTextContent('In reply to Ann Lee');
    expect(link).toHaveAttribute('href', '/threads/100#message-100');
  });

  it('says nothing of whom it answers under the message it answers (a threaded feed)', () => {
    const reply = makeMessage({ id: 101, replied_to_id: 100, sender_id: 2 });
    renderWithApp(<MessageArticle message={reply} refs={refs} shownAboveId={100} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('In reply to');
  });

  it("shows each fact once: no chip for a tag in the text, no group on that group's page", () => {
    const message = makeMessage({ group_id: 3, body: { plain: 'New mockups #Design today' } });
    renderWithApp(
      <PageGroupProvider groupId={3}>
        <MessageArticle message={message} refs={refs} />
      </PageGroupProvider>,
    );
    const article = screen.getByRole('article');
    expect(within(article).queryByRole('list', { name: 'Topics' })).not.toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: 'Engineering' })).not.toBeInTheDocument();
    expect(article).not.toHaveTextContent(/\bin Engineering/);
  });
});

describe('a card in a feed opens its conversation', () => {
  const reply = makeMessage({ id: 101, replied_to_id: 100, sender_id: 2, body: { plain: 'Some words' } });

  it('on a click anywhere that is not a control, at the reply itself', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<MessageArticle message={reply} refs={refs} />, { path: '/feeds/all' });
    await user.click(screen.getByText('Some words'));
    expect(router.state.location.pathname).toBe('/threads/100');
    expect(router.state.location.hash).toBe('#message-101');
  });

  it('not on a link (which goes where it says, once), a button or a text selection', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<MessageArticle message={reply} refs={refs} />, { path: '/feeds/all' });
    const before = router.state.historyAction;
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(router.state.location.pathname).toBe('/feeds/all');

    const words = screen.getByText('Some words');
    const selection = window.getSelection();
    selection?.selectAllChildren(words);
    // The click that ends a drag-selection (user-event's own press would collapse the selection first).
    fireEvent.click(words);
    expect(router.state.location.pathname).toBe('/feeds/all');
    selection?.removeAllRanges();

    await user.click(screen.getByRole('link', { name: 'Bob Stone' }));
    expect(router.state.location.pathname).toBe('/users/2');
    expect(before).toBe('POP');
    // One navigation: Back returns to the feed, not to a conversation pushed on top of the link's.
    await router.navigate(-1);
    expect(router.state.location.pathname).toBe('/feeds/all');
  });

  it('not inside the conversation view', async () => {
    const user = userEvent.setup();
    const { router } = renderWithApp(<MessageArticle message={reply} refs={refs} context="thread" />, {
      path: '/threads/100',
    });
    await user.click(screen.getByText('Some words'));
    expect(router.state.location.hash).toBe('');
  });
});

describe('MessageArticle in a conversation', () => {
  it('names the likers and the replied-to sender, linking within the page', () => {
    const starter = makeMessage();
    const reply = makeMessage({
      id: 102,
      group_id: 3,
      replied_to_id: 100,
      sender_id: 2,
      topics: [{ type: 'tag', id: 7 }],
      liked_by: { count: 5, names: likers('Cy Park', 'Di Moss') },
    });
    renderWithApp(<MessageArticle message={reply} refs={refs} context="thread" repliedTo={starter} />);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('Liked by Cy Park, Di Moss, and 3 others');
    expect(within(article).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute(
      'href',
      '/threads/100#message-100',
    );
    expect(within(article).getByRole('link', { name: '#launch' })).toHaveAttribute('href', '/topics/7');
    expect(within(article).getByRole('button', { name: 'Like, 5 likes' })).toBeInTheDocument();
    // The conversation's page names its group: the card does not.
    expect(article).not.toHaveTextContent('Engineering');
  });

  it('names the sender of a replied-to message that is not on the page, without a link', () => {
    const reply = makeMessage({ id: 103, replied_to_id: 99, sender_id: 2 });
    renderWithApp(
      <MessageArticle
        message={reply}
        refs={indexReferences(testReferences, [
          { type: 'message', id: 99, sender_id: 1, thread_id: 100, body: { plain: 'gone' } },
        ])}
        context="thread"
      />,
    );
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('In reply to Ann Lee');
    expect(within(article).queryByRole('link', { name: 'Ann Lee' })).not.toBeInTheDocument();
  });

  it('says "Unknown sender" when the references do not name the sender', () => {
    renderWithApp(<MessageArticle message={makeMessage({ sender_id: 404 })} refs={refs} context="thread" />);
    expect(screen.getByRole('article', { name: /^Unknown sender/ })).toBeInTheDocument();
  });
});

describe('MessageArticle in other languages', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('isolates an Arabic name in its byline, group and reply line, so the line keeps its order', () => {
    const arabic = indexReferences(testReferences, [
      { type: 'user', id: 9, name: 'layla', full_name: 'ليلى حداد' },
      { type: 'group', id: 3, name: 'eng', full_name: 'فريق الهندسة' },
      { type: 'message', id: 100, sender_id: 9, thread_id: 100, body: { plain: 'مرحبا' } },
    ]);
    const reply = makeMessage({ id: 101, thread_id: 100, replied_to_id: 100, sender_id: 9, group_id: 3 });
    renderWithApp(<MessageArticle message={reply} refs={arabic} />);
    const article = screen.getByRole('article', { name: /^ليلى حداد / });
    const isolated = [...article.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(['ليلى حداد', 'فريق الهندسة', 'ليلى حداد']);
    expect(within(article).getByRole('link', { name: 'فريق الهندسة' }).firstElementChild?.tagName).toBe(
      'BDI',
    );
  });

  it('says an unnamed sender in German once German is active', async () => {
    renderWithApp(<MessageArticle message={makeMessage({ sender_id: 404 })} refs={refs} context="thread" />);
    await act(() => activateLocale('de'));
    expect(await screen.findByRole('article', { name: /^Unbekannter Absender/ })).toBeInTheDocument();
  });
});

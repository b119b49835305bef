import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indexReferences } from '../../lib/references';
import { renderWithApp } from '../testing/render';
import { MessageArticle } from './message-article';
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
    // The thread reference says 4 updates: the starter and 3 replies.
    expect(within(article).getByRole('link', { name: '3 replies' })).toHaveAttribute('href', '/threads/100');
    expect(within(article).getByRole('time').closest('a')).toHaveAttribute('href', '/threads/100');
    expect(article).toHaveTextContent('2 likes');
    expect(within(article).getByText('2 likes')).toHaveAttribute('title', 'Liked by Ann Lee and Bob Stone');
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
    expect(within(article).queryByRole('link', { name: /repl/ })).not.toBeInTheDocument();
  });
});

describe('MessageArticle in a conversation', () => {
  it('names the likers and the replied-to sender, linking within the page', () => {
    const starter = makeMessage();
    const reply = makeMessage({
      id: 102,
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
    expect(article).not.toHaveTextContent('5 likes');
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

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Topic } from '../../../contract/topics';
import { followedTopicsOf } from '../../api/subscriptions/subscriptions-api';
import { topicQueries } from '../../api/topics/topics-api';
import { userQueries } from '../../api/users/users-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { TopicHeader } from './topic-header';

const me = { id: 10, full_name: 'Me Myself', name: 'me' };
const person = (id: number, full_name: string) => ({
  type: 'user',
  id,
  name: full_name.toLowerCase(),
  full_name,
});

const topic: Topic = {
  type: 'topic',
  id: 7,
  name: 'Roadmap',
  url: '',
  web_url: '',
  followers_count: 2,
  experts: [
    { type: 'user', id: 2 },
    { type: 'user', id: 1 },
  ],
  references: [person(1, 'Ann Lee'), person(2, 'Bo Chan'), person(3, 'Cy Diaz')] as Topic['references'],
};

function setup({ refuse = false } = {}) {
  const writes: { method: string; body: string }[] = [];
  fakeService((url, init) => {
    if (url.pathname.endsWith('/topics/7.json')) return json(topic);
    if (url.pathname.endsWith('/subscriptions/to_topic/7.json')) return json({}, 404);
    if (url.pathname.endsWith('/subscriptions.json')) {
      writes.push({
        method: init.method ?? 'GET',
        body: init.body instanceof URLSearchParams ? init.body.toString() : url.search,
      });
      return refuse ? json({ error: { message: 'Not allowed.' } }, 403) : new Response(null, { status: 201 });
    }
    return json({}, 404);
  });
  const client = freshQueryClient();
  client.setQueryData(userQueries.current().queryKey, {
    ...me,
    subscriptions: [{ type: 'tag', id: 3, name: 'lunch' }],
  } as never);
  renderWithApp(<TopicHeader id={7} />, { client });
  const myTopics = () => followedTopicsOf(client.getQueryData(userQueries.current().queryKey));
  const followers = () => client.getQueryData(topicQueries.detail(7).queryKey)?.followers_count;
  return { user: userEvent.setup(), writes, myTopics, followers };
}

describe('TopicHeader', () => {
  it('shows the followers and the experts, most first, each a link to the person', async () => {
    setup();
    const line = (await screen.findByText(/^2 followers/)).closest('p');
    expect(line).toHaveTextContent('2 followers · Used most by Bo Chan and Ann Lee');
    expect(screen.getByRole('link', { name: 'Bo Chan' })).toHaveAttribute('href', '/users/2');
    expect(screen.getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/users/1');
    expect(screen.queryByRole('link', { name: 'Cy Diaz' })).not.toBeInTheDocument();
  });

  it('Follow writes target_type=tag; the count and My topics change at once', async () => {
    const { user, writes, myTopics, followers } = setup();
    await user.click(await screen.findByRole('button', { name: 'Follow #Roadmap' }));
    expect(screen.getByRole('button', { name: 'Following #Roadmap' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText(/^3 followers/)).toBeInTheDocument();
    expect(myTopics()).toEqual([
      { id: 3, name: 'lunch' },
      { id: 7, name: 'Roadmap' },
    ]);
    await waitFor(() => {
      expect(writes).toEqual([{ method: 'POST', body: 'target_type=tag&target_id=7' }]);
    });
    expect(followers()).toBe(3);
  });

  it('a refusal turns everything back and says so', async () => {
    const { user, myTopics, followers } = setup({ refuse: true });
    await user.click(await screen.findByRole('button', { name: 'Follow #Roadmap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not follow #Roadmap: the service refused',
    );
    expect(screen.getByRole('button', { name: 'Follow #Roadmap' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/^2 followers/)).toBeInTheDocument();
    expect(myTopics()).toEqual([{ id: 3, name: 'lunch' }]);
    expect(followers()).toBe(2);
  });
});

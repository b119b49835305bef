import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { followedTopicsOf } from '../../api/subscriptions/subscriptions-api';
import { topicQueries } from '../../api/topics/topics-api';
import { userQueries } from '../../api/users/users-api';
import { emulatorService } from '../../api/testing/emulator-service';
import { json } from '../../api/testing/service-kit';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { activateLocale } from '../../i18n/language-runtime';
import { TopicHeader } from './topic-header';

// #kudos in the seeded demo network: one follower (bob, not alice, the reader) and three experts.
const KUDOS = 12345600002;

async function setup() {
  const service = emulatorService();
  const client = freshQueryClient();
  // The reader as the app knows her after the first screen, with the topics she follows (#planning, #okr).
  const current = await service.ask('/api/v1/users/current.json?include_followed_tags=true');
  client.setQueryData(userQueries.current().queryKey, (await current.json()) as never);
  renderWithApp(<TopicHeader id={KUDOS} />, { client });
  const myTopics = () =>
    followedTopicsOf(client.getQueryData(userQueries.current().queryKey)).map((topic) => topic.name);
  const followers = () => client.getQueryData(topicQueries.detail(KUDOS).queryKey)?.followers_count;
  const followed = async () =>
    (await service.ask(`/api/v1/subscriptions/to_topic/${String(KUDOS)}.json`)).status === 200;
  return { service, user: userEvent.setup(), myTopics, followers, followed };
}

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('TopicHeader', () => {
  it('speaks German: the follower count and the people, listed the German way', async () => {
    await setup();
    // The header draws nothing until the topic is in: the switch comes once it is on the screen.
    await screen.findByRole('link', { name: 'Kwame Mehta' });
    await act(() => activateLocale('de'));
    const line = (await screen.findByText(/^1 Follower/)).closest('p');
    expect(line).toHaveTextContent(
      '1 Follower · Am häufigsten verwendet von Kwame Mehta, Ada Admin und Alice Andersen',
    );
    expect(screen.getByRole('link', { name: 'Kwame Mehta' })).toHaveAttribute('href', '/users/36425097032');
  });

  it('shows the followers and the experts, most first, each a link to the person', async () => {
    await setup();
    const line = (await screen.findByText(/^1 follower/)).closest('p');
    expect(line).toHaveTextContent('1 follower · Used most by Kwame Mehta, Ada Admin, and Alice Andersen');
    expect(screen.getByRole('link', { name: 'Kwame Mehta' })).toHaveAttribute('href', '/users/36425097032');
    expect(screen.getByRole('link', { name: 'Ada Admin' })).toHaveAttribute('href', '/users/36425097001');
    // Named in the topic's references, but not an expert.
    expect(screen.queryByRole('link', { name: 'Ava Becker' })).not.toBeInTheDocument();
  });

  it('Follow writes target_type=tag; the count and My topics change at once', async () => {
    const { service, user, myTopics, followers, followed } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Follow #kudos' }));
    expect(screen.getByRole('button', { name: 'Following #kudos' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^2 followers/)).toBeInTheDocument();
    expect(myTopics()).toEqual(['planning', 'okr', 'kudos']);
    await waitFor(async () => {
      expect(await followed()).toBe(true);
    });
    expect(service.requests.filter((request) => request.startsWith('POST'))).toEqual([
      'POST /api/v1/subscriptions.json',
    ]);
    expect(followers()).toBe(2);
  });

  it('a refusal turns everything back and says so', async () => {
    const { service, user, myTopics, followers, followed } = await setup();
    service.intercept((request) =>
      request.url.includes('/subscriptions.json')
        ? json({ error: { message: 'Not allowed.' } }, 403)
        : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Follow #kudos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not follow #kudos: the service refused',
    );
    expect(screen.getByRole('button', { name: 'Follow #kudos' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText(/^1 follower/)).toBeInTheDocument();
    expect(myTopics()).toEqual(['planning', 'okr']);
    expect(followers()).toBe(1);
    expect(await followed()).toBe(false);
  });
});

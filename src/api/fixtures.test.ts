import { beforeEach, describe, expect, it } from 'vitest';
import { emulatorService } from './testing/emulator-service';
import { json } from './testing/service-kit';
import { readFixture } from './testing/fixtures';
import { getFeed } from './messages/messages-api';
import { getCurrentUser } from './users/users-api';
import { getCurrentNetworks } from './networks/networks-api';
import { getRelationships } from './relationships/relationships-api';
import { httpClient } from './http/http-client';
import { readMessage, readUser } from '../../contract/guards';
import { avatarSrc, mugshotUrl } from '../lib/avatar-url';

/**
 * Serves one recorded body of the real service for every request, in front of the emulator: what is checked
 * here is the real service's shape, which the emulator only imitates.
 */
let body: unknown = null;
beforeEach(() => {
  emulatorService().intercept(() => json(body));
});

describe('the app reads what the real service recorded, through its own fetchers', () => {
  it('messages-feed.json (GET /messages.json)', async () => {
    body = readFixture('messages-feed.json');
    const feed = await getFeed({ feed: 'all' });
    expect(feed.messages).toHaveLength(18);
    expect(feed.references.length).toBeGreaterThan(0);
    expect(feed.meta.older_available).toBeUndefined();
  });

  it('messages-in-thread.json (GET /messages/in_thread/ID.json, no references)', async () => {
    body = readFixture('messages-in-thread.json');
    const thread = await getFeed({ feed: 'in_thread', id: 1 });
    expect(thread.messages.length).toBeGreaterThan(0);
    expect(thread.references).toEqual([]);
  });

  it('message-single.json (GET /messages/ID.json, a bare message)', async () => {
    body = readFixture('message-single.json');
    const message = await httpClient().request('/messages/5.json', { read: (j) => readMessage(j) });
    expect(message.id).toBe(5);
  });

  it('relationships.json (GET /relationships.json?user_id=)', async () => {
    body = readFixture('relationships.json');
    const chart = await getRelationships(123456);
    expect(chart.superiors.map((u) => u.full_name)).toEqual(['Joe Camel']);
    expect(chart.subordinates).toEqual([]);
    expect(chart.colleagues).toEqual([]);
  });

  it.each(['user-current.json', 'user-old.json'])('%s (GET /users/current.json)', async (name) => {
    body = readFixture(name);
    const user = await getCurrentUser();
    expect(user.full_name.length).toBeGreaterThan(0);
  });

  it('networks-current.json (GET /networks/current.json, a bare array; unseen counts of -1)', async () => {
    body = readFixture('networks-current.json');
    const networks = await getCurrentNetworks();
    expect(networks.map((n) => n.name)).toEqual(['Contoso']);
    // "-1" is the real service's "not computed": it reaches the app as is, and the contract says to hide it.
    expect(networks[0]?.unseen_message_count).toBe(-1);
  });

  it.each(['users-list.json', 'users-list-modern.json'])(
    '%s (GET /users.json, a bare array) reads every person through the user reader',
    async (name) => {
      body = readFixture(name);
      const users = await httpClient().request('/users.json', {
        read: (json) => (json as unknown[]).map((u, i) => readUser(u, `users[${String(i)}]`)),
      });
      expect(users.length).toBeGreaterThan(0);
      for (const user of users) expect(user.full_name.length).toBeGreaterThan(0);
    },
  );

  it('users-list-modern.json: the signed mugshot template is sized in its query, no_photo means initials', () => {
    const [user] = readFixture('users-list-modern.json') as {
      mugshot_url: string;
      mugshot_url_template: string;
    }[];
    const sized = mugshotUrl(user?.mugshot_url_template, user?.mugshot_url, 96);
    expect(sized).toContain('&size=96x96');
    expect(sized).toContain('P4=rnM2FPGO');
    expect(avatarSrc(user?.mugshot_url_template, user?.mugshot_url, 96)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

type NetworkItem = Record<string, unknown> & {
  id: number;
  name: string;
  user_state: string;
  unseen_message_count: number;
  private_unseen_thread_count: number;
  unseen_notification_count: number;
};

const networks = async (query = '', token = tokens.alice) =>
  json<NetworkItem[]>(await t.api(`/api/v1/networks/current.json${query}`, token));
const corp = async (query = '', token = tokens.alice) => {
  const list = await networks(query, token);
  const found = list.find((n) => n.name === 'Example Corp');
  if (!found) throw new Error('Example Corp missing');
  return found;
};
const idOf = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
const postMessage = async (token: string, body: Record<string, unknown>) => {
  const response = await t.api('/api/v1/messages.json', token, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  t.clock.advance(1_000);
};

describe('GET /networks/current (spec 4.14, api-shapes 6)', () => {
  it('carries the fields of api-shapes 6', async () => {
    const network = await corp();
    for (const key of [
      'type',
      'id',
      'email',
      'name',
      'permalink',
      'web_url',
      'community',
      'paid',
      'moderated',
      'is_freemium',
      'is_primary',
      'show_upgrade_banner',
      'header_background_color',
      'header_text_color',
      'navigation_background_color',
      'navigation_text_color',
      'is_org_chart_enabled',
      'is_group_enabled',
      'is_chat_enabled',
      'is_translation_enabled',
      'is_link_preview_enabled',
      'created_at',
      'profile_fields_config',
      'browser_deprecation_url',
      'external_messaging_state',
      'state',
      'allow_attachments',
      'attachment_types_allowed',
      'unseen_message_count',
      'preferred_unseen_message_count',
      'private_unseen_thread_count',
      'inbox_unseen_thread_count',
      'private_unread_thread_count',
      'unseen_notification_count',
      'user_count',
    ]) {
      expect(network, key).toHaveProperty(key);
    }
    expect(network).toMatchObject({ type: 'network', paid: true, is_primary: true, user_state: 'active' });
    expect(network.user_count).toBe(t.repo.networkUserCount(network.id));
  });

  it('exclude_own_messages_from_unseen=TRUE leaves the caller’s own messages out', async () => {
    await t.api('/api/v1/messages.json', tokens.alice); // reading the newest page marks All seen
    expect((await corp()).unseen_message_count).toBe(0);
    await postMessage(tokens.alice, { body: 'My own news' });
    await postMessage(t.tokenFor('bob@example.com'), { body: 'Bob’s news' });
    expect((await corp()).unseen_message_count).toBe(2);
    expect((await corp('?exclude_own_messages_from_unseen=TRUE')).unseen_message_count).toBe(1);
  });

  it('private_unseen_thread_count counts conversations with someone else’s unseen message', async () => {
    await t.api('/api/v1/messages/private.json', tokens.alice);
    expect((await corp()).private_unseen_thread_count).toBe(0);
    const bob = t.tokenFor('bob@example.com');
    await postMessage(bob, { body: 'Psst, alice', direct_to_id: idOf('alice@example.com') });
    await postMessage(t.tokenFor('admin@example.com'), {
      body: 'A word, alice',
      direct_to_id: idOf('alice@example.com'),
    });
    const counted = await corp();
    expect(counted.private_unseen_thread_count).toBe(2);
    expect(counted.inbox_unseen_thread_count).toBe(2);
    // Reading the newest page of the private feed marks them seen; alice's own reply keeps it so.
    const page = await json<{ messages: { id: number }[] }>(
      await t.api('/api/v1/messages/private.json', tokens.alice),
    );
    expect((await corp()).private_unseen_thread_count).toBe(0);
    await postMessage(tokens.alice, { body: 'Sure', replied_to_id: page.messages[0]?.id });
    expect((await corp()).private_unseen_thread_count).toBe(0);
    // The sender does not count their own message.
    expect((await corp('', bob)).private_unseen_thread_count).toBe(0);
  });

  it('unseen_notification_count is the number of notifications not viewed', async () => {
    const network = await corp();
    expect(network.unseen_notification_count).toBe(
      t.repo.unseenNotificationCount(idOf('alice@example.com'), network.id),
    );
  });

  it('networks where the user is suspended appear only with include_suspended=TRUE; deleted never', async () => {
    const admin = t.tokenFor('admin@example.com');
    const partners = t.tokenFor('alice@example.com', 'partners');
    expect((await networks('', partners)).map((n) => n.name)).toEqual(['Partners', 'Example Corp']);
    await t.api(`/api/v1/users/${String(idOf('alice@example.com'))}.json`, admin, { method: 'DELETE' });
    expect((await networks('', partners)).map((n) => n.name)).toEqual(['Partners']);
    const all = await networks('?include_suspended=TRUE', partners);
    expect(all.map((n) => [n.name, n.user_state])).toEqual([
      ['Partners', 'active'],
      ['Example Corp', 'suspended'],
    ]);
    await t.api(`/api/v1/users/${String(idOf('alice@example.com'))}.json?delete=true`, admin, {
      method: 'DELETE',
    });
    expect((await networks('?include_suspended=true', partners)).map((n) => n.name)).toEqual(['Partners']);
  });
});

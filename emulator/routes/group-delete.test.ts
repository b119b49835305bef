import { describe, expect, it } from 'vitest';
import type { Group } from '../../contract/groups';
import type { FeedEnvelope } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com', admin: 'admin@example.com' },
);

const form = (path: string, body: Record<string, string>, as: string, method = 'POST') =>
  t.api(path, as, { method, body: new URLSearchParams(body) });

/** alice creates a group (she is its admin) and posts in it; bob joins it. */
async function groupWithAMessage(name: string) {
  const group = await json<Group>(
    await form('/api/v1/groups.json', { name, privacy: 'public' }, tokens.alice),
  );
  const posted = await json<FeedEnvelope>(
    await form('/api/v1/messages.json', { body: `Hello ${name}`, group_id: String(group.id) }, tokens.alice),
  );
  await form(`/api/v1/group_memberships.json?group_id=${String(group.id)}`, {}, tokens.bob);
  return { group, messageId: posted.messages[0]?.id ?? 0 };
}

const remove = (id: number, as: string, query = '?delete=true') =>
  t.api(`/api/v1/groups/${String(id)}.json${query}`, as, { method: 'DELETE' });

describe('DELETE /groups/ID (delete=true, as the official Python client sends it)', () => {
  it('a member who is not its admin gets 403 JSON and the group stays', async () => {
    const { group } = await groupWithAMessage('Kept Group');
    const response = await remove(group.id, tokens.bob);
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await json(response)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.api(`/api/v1/groups/${String(group.id)}.json`, tokens.bob)).status).toBe(200);
  });

  it('its admin deletes it: 200, the group is gone, and its messages leave every feed', async () => {
    const { group, messageId } = await groupWithAMessage('Doomed Group');
    const response = await remove(group.id, tokens.alice);
    expect(response.status).toBe(200);
    expect((await t.api(`/api/v1/groups/${String(group.id)}.json`, tokens.alice)).status).toBe(404);
    const all = await json<FeedEnvelope>(await t.api('/api/v1/messages.json', tokens.bob));
    expect(all.messages.map((m) => m.id)).not.toContain(messageId);
    expect((await t.api(`/api/v1/messages/in_group/${String(group.id)}.json`, tokens.bob)).status).toBe(404);
    const listed = await json<Group[]>(await t.api('/api/v1/groups.json', tokens.bob));
    expect(listed.map((g) => g.id)).not.toContain(group.id);
    expect(t.db.prepare('SELECT COUNT(*) AS n FROM group_members WHERE group_id = ?').get(group.id)).toEqual({
      n: 0,
    });
  });

  it('a verified admin of the paid network may delete any group, also without the delete flag', async () => {
    const { group } = await groupWithAMessage('Admin Cleans Up');
    expect((await remove(group.id, tokens.admin, '')).status).toBe(200);
    expect(t.repo.groupById(group.id)).toBeUndefined();
  });

  it('a bad flag, a bad id and an unknown group are clear 4xx JSON errors', async () => {
    const { group } = await groupWithAMessage('Flagged Group');
    expect((await remove(group.id, tokens.alice, '?delete=maybe')).status).toBe(400);
    expect((await remove(999_999, tokens.alice)).status).toBe(404);
    const wrong = await t.api('/api/v1/groups/abc.json', tokens.alice, { method: 'DELETE' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(wrong.status).toBeLessThan(500);
  });
});

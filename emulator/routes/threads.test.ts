import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', bob: 'bob@example.com' },
);

interface ThreadBody {
  id: number;
  has_attachments: boolean;
  attachments: { id: number; type: string }[];
  participants: { type: string; id: number }[];
  participants_count: number;
  references: { type: string; id: number; [key: string]: unknown }[];
}

async function post(token: string, fields: Record<string, string | File>): Promise<number> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const response = await t.api('/api/v1/messages.json', token, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  return (await json<FeedEnvelope>(response)).messages[0]?.id ?? 0;
}

describe('GET /threads/ID (api-shapes 2, recorded thread-*.json)', () => {
  it('lists its files as {id, type} with their full objects in references', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const starter = await post(tokens.alice, {
      body: 'with a chart',
      attachment1: new File([png], 'c.png', { type: 'image/png' }),
    });
    const reply = await post(tokens.bob, {
      body: 'and a sheet',
      replied_to_id: String(starter),
      attachment1: new File(['a,b'], 's.csv', { type: 'text/csv' }),
    });
    const thread = await json<ThreadBody>(
      await t.api(`/api/v1/threads/${String(starter)}.json`, tokens.alice),
    );
    const rows = t.db
      .prepare('SELECT id, kind FROM attachments WHERE message_id IN (?, ?) ORDER BY message_id, position')
      .all(starter, reply) as { id: number; kind: string }[];
    expect(thread.has_attachments).toBe(true);
    expect(thread.attachments).toEqual(rows.map((r) => ({ id: r.id, type: r.kind })));
    for (const row of rows) {
      expect(thread.references).toContainEqual(
        expect.objectContaining({ type: row.kind, id: row.id, creator_id: expect.any(Number) as unknown }),
      );
    }
    // Deleting the reply takes its file out of the thread.
    expect(
      (await t.api(`/api/v1/messages/${String(reply)}.json`, tokens.bob, { method: 'DELETE' })).status,
    ).toBe(200);
    const after = await json<ThreadBody>(
      await t.api(`/api/v1/threads/${String(starter)}.json`, tokens.alice),
    );
    expect(after.attachments).toEqual([{ id: rows[0]?.id, type: 'image' }]);
  });

  it('a public thread names everyone who posted in it as participants; a private one its recipients', async () => {
    const starter = await post(tokens.alice, { body: 'public question' });
    await post(tokens.bob, { body: 'answer', replied_to_id: String(starter) });
    await post(tokens.alice, { body: 'thanks', replied_to_id: String(starter) });
    const thread = await json<ThreadBody>(
      await t.api(`/api/v1/threads/${String(starter)}.json`, tokens.alice),
    );
    const ids = [t.repo.userByEmail('alice@example.com')?.id, t.repo.userByEmail('bob@example.com')?.id];
    expect(thread.participants).toEqual(ids.map((id) => ({ type: 'user', id })));
    expect(thread.participants_count).toBe(2);
    expect(thread.has_attachments).toBe(false);
    expect(thread.attachments).toEqual([]);
    const direct = await post(tokens.alice, { body: 'psst', direct_to_id: String(ids[1]) });
    const conversation = await json<ThreadBody>(
      await t.api(`/api/v1/threads/${String(direct)}.json`, tokens.bob),
    );
    expect(conversation.participants.map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(conversation.participants_count).toBe(2);
  });
});

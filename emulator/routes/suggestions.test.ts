import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

interface Suggestion {
  type: string;
  id: number;
  suggested_type: 'user' | 'group';
  suggested_id: number;
  created_at: string;
  user?: { id: number; type: string };
  group?: { id: number; type: string; privacy: string };
}

const aliceId = () => t.repo.userByEmail('alice@example.com')?.id ?? 0;
const suggestions = async (query = '', token = tokens.alice) =>
  json<Suggestion[]>(await t.api(`/api/v1/suggestions.json${query}`, token));

describe('GET /suggestions (spec 4.9)', () => {
  it('is a bare array of groups to join and people to follow, with their own ids', async () => {
    const list = await suggestions();
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBe(10);
    const kinds = new Set(list.map((s) => s.suggested_type));
    expect(kinds).toEqual(new Set(['group', 'user']));
    const joined = new Set(t.repo.groupIdsOfUser(aliceId()));
    const followed = new Set(t.repo.followedUserIds(aliceId()));
    for (const s of list) {
      expect(s.type).toBe('suggestion');
      if (s.suggested_type === 'group') {
        expect(joined.has(s.suggested_id)).toBe(false);
        expect(s.group).toMatchObject({ type: 'group', id: s.suggested_id, privacy: 'public' });
      } else {
        expect(followed.has(s.suggested_id)).toBe(false);
        expect(s.suggested_id).not.toBe(aliceId());
        expect(s.user).toMatchObject({ type: 'user', id: s.suggested_id });
      }
    }
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    // Stable: the same suggestions keep their ids.
    expect((await suggestions()).map((s) => s.id)).toEqual(list.map((s) => s.id));
  });

  it('limit caps the list (1..50); a malformed limit is a 400 naming it', async () => {
    expect(await suggestions('?limit=3')).toHaveLength(3);
    expect(await suggestions('?limit=0')).toHaveLength(1);
    const bad = await t.api('/api/v1/suggestions.json?limit=many', tokens.alice);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ error: { limit: [expect.any(String)] } });
  });

  it('leaves out what the user has since followed or joined', async () => {
    const list = await suggestions('?limit=4');
    const person = list.find((s) => s.suggested_type === 'user');
    t.repo.follow(aliceId(), 'user', person?.suggested_id ?? 0, t.clock.now());
    expect((await suggestions('?limit=50')).map((s) => s.suggested_id)).not.toContain(person?.suggested_id);
  });
});

describe('DELETE /suggestions/ID', () => {
  it('declines: 200, stored, never suggested again', async () => {
    const list = await suggestions('?limit=50');
    const declined = list.filter((s, i) => i < 2);
    for (const s of declined) {
      const response = await t.api(`/api/v1/suggestions/${String(s.id)}.json`, tokens.alice, {
        method: 'DELETE',
      });
      expect(response.status).toBe(200);
      expect(t.repo.suggestionById(s.id)?.declined_at).toBe(t.clock.now());
    }
    const after = await suggestions('?limit=50');
    for (const s of declined) expect(after.map((a) => a.suggested_id)).not.toContain(s.suggested_id);
    // Declining again is harmless.
    expect(
      (await t.api(`/api/v1/suggestions/${String(declined[0]?.id)}`, tokens.alice, { method: 'DELETE' }))
        .status,
    ).toBe(200);
  });

  it('works as POST with _method=DELETE; 404 for an unknown id or someone else’s suggestion', async () => {
    const [first] = await suggestions('?limit=1');
    const bob = t.tokenFor('bob@example.com');
    expect(
      (await t.api(`/api/v1/suggestions/${String(first?.id)}.json`, bob, { method: 'DELETE' })).status,
    ).toBe(404);
    expect(t.repo.suggestionById(first?.id ?? 0)?.declined_at).toBeNull();
    const response = await t.api(`/api/v1/suggestions/${String(first?.id)}.json`, tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '_method=DELETE',
    });
    expect(response.status).toBe(200);
    const unknown = await t.api('/api/v1/suggestions/5.json', tokens.alice, { method: 'DELETE' });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ error: { code: 'not_found' } });
  });
});

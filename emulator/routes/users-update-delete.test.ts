import { describe, expect, it } from 'vitest';
import { TOKEN_NOT_FOUND } from '../../contract/errors';
import type { User } from '../../contract/users';
import { json, useTestApp } from '../test/test-app';
import { usersHelpers } from './users-test-support';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);
const { corpId, idOf, count, send, form } = usersHelpers(t);

describe('PUT /users/ID (update)', () => {
  it('the current user updates themself; the database changes', async () => {
    const me = idOf('alice@example.com');
    const response = await send(`/api/v1/users/${String(me)}.json`, tokens.alice, 'PUT', {
      job_title: 'Head of Product',
      location: '',
      im_provider: 'xmpp',
      im_username: 'alice',
      previous_companies: ['Northwind,PM,2015,2019'],
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({
      id: me,
      job_title: 'Head of Product',
      location: null,
      contact: { im: { provider: 'xmpp', username: 'alice' } },
      previous_companies: [{ company: 'Northwind', position: 'PM', start_year: 2015, end_year: 2019 }],
    });
    expect(t.repo.userById(me)).toMatchObject({ job_title: 'Head of Product', location: null });
    // Fields not sent are unchanged.
    expect(t.repo.userById(me)?.full_name).toBe('Alice Andersen');
  });

  it('someone else: 403 for a non-admin, 200 for a verified admin of the paid network', async () => {
    const bob = idOf('bob@example.com');
    const denied = await send(`/api/v1/users/${String(bob)}.json`, tokens.alice, 'PUT', {
      job_title: 'Intern',
    });
    expect(denied.status).toBe(403);
    expect(t.repo.userById(bob)?.job_title).not.toBe('Intern');
    const ok = await form(
      `/api/v1/users/${String(bob)}`,
      tokens.admin,
      'PUT',
      'full_name=Robert Barnes&department_name=Platform',
    );
    expect(ok.status).toBe(200);
    expect(t.repo.userById(bob)).toMatchObject({
      full_name: 'Robert Barnes',
      first_name: 'Robert',
      last_name: 'Barnes',
      department: 'Platform',
    });
  });

  it('works as POST with _method=PUT; 404 unknown; 400 for a taken email or a blank full_name', async () => {
    const me = idOf('alice@example.com');
    const override = await form(
      `/api/v1/users/${String(me)}.json`,
      tokens.alice,
      'POST',
      '_method=PUT&summary=Hello',
    );
    expect(override.status).toBe(200);
    expect(t.repo.userById(me)?.summary).toBe('Hello');
    expect((await send('/api/v1/users/99.json', tokens.admin, 'PUT', { summary: 'x' })).status).toBe(404);
    const taken = await send(`/api/v1/users/${String(me)}.json`, tokens.alice, 'PUT', {
      email: 'bob@example.com',
    });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toMatchObject({ error: { email: [expect.any(String)] } });
    const blank = await send(`/api/v1/users/${String(me)}.json`, tokens.alice, 'PUT', { full_name: '  ' });
    expect(blank.status).toBe(400);
    expect(await json(blank)).toMatchObject({ error: { full_name: [expect.any(String)] } });
    expect(t.repo.userById(me)?.email).toBe('alice@example.com');
  });
});

describe('DELETE /users/ID (suspend, delete)', () => {
  it('suspends: 200, state suspended, the user’s tokens answer 401, messages stay, hidden from the list', async () => {
    const bob = idOf('bob@example.com');
    const bobToken = t.tokenFor('bob@example.com');
    const messages = count('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?', bob);
    const response = await t.api(`/api/v1/users/${String(bob)}.json`, tokens.admin, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(t.repo.membership(corpId(), bob)?.state).toBe('suspended');
    const refused = await t.api('/api/v1/users/current.json', bobToken);
    expect(refused.status).toBe(401);
    expect(await json(refused)).toEqual(TOKEN_NOT_FOUND);
    expect(count('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?', bob)).toBe(messages);
    const list = await json<User[]>(await t.api('/api/v1/users.json?letter=b', tokens.admin));
    expect(list.map((u) => u.id)).not.toContain(bob);
    // Still found by id and by email, with its state.
    expect(await json(await t.api(`/api/v1/users/${String(bob)}.json`, tokens.admin))).toMatchObject({
      state: 'suspended',
    });
    expect(
      await json(await t.api('/api/v1/users/by_email.json?email=bob@example.com', tokens.admin)),
    ).toMatchObject([{ state: 'suspended' }]);
    // Listed among the suspended (an emulator-only filter, for admins alone), and only there.
    const suspended = await json<User[]>(await t.api('/api/v1/users.json?state=suspended', tokens.admin));
    expect(suspended.map((u) => [u.id, u.state])).toEqual([[bob, 'suspended']]);
    expect((await t.api('/api/v1/users.json?state=suspended', tokens.alice)).status).toBe(403);
    expect((await t.api('/api/v1/users.json?state=deleted', tokens.admin)).status).toBe(400);
    // Feed references say so too.
    const page = await json<{ references: { type: string; id: number; state?: string }[] }>(
      await t.api(`/api/v1/messages/from_user/${String(bob)}.json`, tokens.admin),
    );
    expect(page.references.find((r) => r.type === 'user' && r.id === bob)?.state).toBe('suspended');
  });

  it('delete=true deletes: 404 afterwards, tokens 401; _method=DELETE on a POST works', async () => {
    const bob = idOf('bob@example.com');
    const bobToken = t.tokenFor('bob@example.com');
    const response = await form(
      `/api/v1/users/${String(bob)}.json`,
      tokens.admin,
      'POST',
      '_method=DELETE&delete=TRUE',
    );
    expect(response.status).toBe(200);
    expect(t.repo.membership(corpId(), bob)?.state).toBe('deleted');
    expect((await t.api(`/api/v1/users/${String(bob)}.json`, tokens.admin)).status).toBe(404);
    expect((await t.api('/api/v1/users/by_email.json?email=bob@example.com', tokens.admin)).status).toBe(404);
    expect((await t.api('/api/v1/users/current.json', bobToken)).status).toBe(401);
    expect(
      (await t.api(`/api/v1/users/${String(bob)}.json?delete=true`, tokens.admin, { method: 'DELETE' }))
        .status,
    ).toBe(404);
    // The address is free again: an admin can create the person anew (same record, active again).
    const again = await send('/api/v1/users.json', tokens.admin, 'POST', { email: 'bob@example.com' });
    expect(again.status).toBe(201);
    expect(t.repo.membership(corpId(), bob)?.state).toBe('active');
  });

  it('403 for a non-admin and for deleting yourself; 404 for an unknown id', async () => {
    const bob = idOf('bob@example.com');
    const denied = await t.api(`/api/v1/users/${String(bob)}.json`, tokens.alice, { method: 'DELETE' });
    expect(denied.status).toBe(403);
    expect(t.repo.membership(corpId(), bob)?.state).toBe('active');
    const self = await t.api(`/api/v1/users/${String(idOf('admin@example.com'))}.json`, tokens.admin, {
      method: 'DELETE',
    });
    expect(self.status).toBe(403);
    expect(await json(self)).toMatchObject({ error: { code: 'forbidden' } });
    expect((await t.api('/api/v1/users/77.json', tokens.admin, { method: 'DELETE' })).status).toBe(404);
  });

  it('suspending in one network leaves the person’s other networks alone', async () => {
    const me = idOf('alice@example.com');
    const partnersToken = t.tokenFor('alice@example.com', 'partners');
    expect((await t.api(`/api/v1/users/${String(me)}.json`, tokens.admin, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect((await t.api('/api/v1/users/current.json', tokens.alice)).status).toBe(401);
    expect((await t.api('/api/v1/users/current.json', partnersToken)).status).toBe(200);
  });
});

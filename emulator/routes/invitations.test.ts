import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { alice: 'alice@example.com', admin: 'admin@example.com' },
);

interface Invitation {
  type: string;
  id: number;
  email: string;
  network_id: number;
  inviter_id: number;
  group_id: number | null;
  state: string;
  created_at: string;
}

const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
const stored = () => t.repo.invitationsOfNetwork(corpId());
const invite = (token: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
  t.api('/api/v1/invitations.json', token, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });

describe('POST /invitations (spec 4.12)', () => {
  it('invites repeated `email` addresses of the official domain: 201, listed, stored', async () => {
    const response = await invite(tokens.alice, 'email=new.one@example.com&email=new.two@example.com');
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json<{ invitations: Invitation[] }>(response);
    expect(body.invitations.map((i) => i.email)).toEqual(['new.one@example.com', 'new.two@example.com']);
    expect(body.invitations[0]).toMatchObject({
      type: 'invitation',
      network_id: corpId(),
      inviter_id: t.repo.userByEmail('alice@example.com')?.id,
      group_id: null,
      state: 'pending',
    });
    expect(body.invitations[0]?.created_at).toMatch(WIRE_DATE);
    expect(stored().map((r) => r.email)).toEqual(['new.one@example.com', 'new.two@example.com']);
  });

  it('accepts email1..email20, comma-separated lists, JSON; one address once, re-inviting re-sends', async () => {
    const numbered = await invite(
      tokens.alice,
      'email1=a1@example.com&email2=a2@example.com,a3@example.com&email20=a1@example.com',
    );
    expect(numbered.status).toBe(201);
    expect((await json<{ invitations: Invitation[] }>(numbered)).invitations).toHaveLength(3);
    const viaJson = await invite(
      tokens.alice,
      JSON.stringify({ email: ['A1@example.com', 'sub@eu.example.com'] }),
      'application/json',
    );
    expect(viaJson.status).toBe(201);
    const emails = stored().map((r) => r.email.toLowerCase());
    expect(emails).toEqual(['a1@example.com', 'a2@example.com', 'a3@example.com', 'sub@eu.example.com']);
    // The re-sent invitation keeps its row; its send time moved.
    t.clock.advance(60_000);
    await invite(tokens.alice, 'email=a2@example.com');
    const row = stored().find((r) => r.email === 'a2@example.com');
    expect(row && row.sent_at - row.created_at).toBe(60_000);
    expect(stored()).toHaveLength(4);
  });

  it('others may invite only the official domains: 403 naming the address, nobody invited', async () => {
    const response = await invite(tokens.alice, 'email=ok@example.com&email=friend@gmail.com');
    expect(response.status).toBe(403);
    const body = await json<{ error: { email: string[]; message: string } }>(response);
    expect(body.error.email[0]).toContain('friend@gmail.com');
    expect(body.error.message).toContain('friend@gmail.com');
    expect(stored()).toEqual([]);
  });

  it('a verified admin of a paid network may invite external domains', async () => {
    const response = await invite(tokens.admin, 'email=friend@gmail.com&email2=consultant@contoso.test');
    expect(response.status).toBe(201);
    expect(stored().map((r) => r.email)).toEqual(['friend@gmail.com', 'consultant@contoso.test']);
  });

  it('someone already in the network is a 400 naming them; malformed or missing addresses 400', async () => {
    const member = await invite(tokens.admin, 'email=new@example.com&email3=BOB@example.com');
    expect(member.status).toBe(400);
    const body = await json<{ error: { email3: string[] } }>(member);
    expect(body.error.email3[0]).toContain('BOB@example.com');
    const malformed = await invite(tokens.alice, 'email=not-an-address');
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ error: { email: [expect.any(String)] } });
    const none = await invite(tokens.alice, 'group_id=1');
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({ error: { email: [expect.any(String)] } });
    expect(stored()).toEqual([]);
  });

  it('names every refused address at once, each under its parameter with its reason; nobody invited', async () => {
    const response = await invite(
      tokens.alice,
      'email1=fine@example.com&email2=nope&email3=bob@example.com&email4=friend@gmail.com&email5=pal@gmail.com,also-bad',
    );
    expect(response.status).toBe(400);
    const body = await json<{
      error: Record<string, unknown> & { code: string; codes: Record<string, string>; message: string };
    }>(response);
    expect(body.error.email1).toBeUndefined();
    expect(body.error.email2).toEqual(['nope is not a valid email address']);
    expect(body.error.email3).toEqual(['bob@example.com is already in Example Corp']);
    expect(body.error.email4).toEqual([expect.stringContaining('friend@gmail.com is outside')]);
    // A parameter carrying two addresses lists both refusals, the malformed one first (shape is checked first).
    expect(body.error.email5).toEqual([
      'also-bad is not a valid email address',
      expect.stringContaining('pal@gmail.com is outside'),
    ]);
    expect(body.error.codes).toEqual({
      email2: 'invalid',
      email3: 'already_member',
      email4: 'external_domain',
      email5: 'invalid',
    });
    expect(body.error.code).toBe('invalid');
    for (const address of ['nope', 'bob@example.com', 'friend@gmail.com', 'pal@gmail.com', 'also-bad'])
      expect(body.error.message).toContain(address);
    expect(stored()).toEqual([]);
    // The same request without the refused ones goes out.
    expect((await invite(tokens.alice, 'email1=fine@example.com')).status).toBe(201);
    expect(stored().map((r) => r.email)).toEqual(['fine@example.com']);
  });

  it('only addresses outside the domains is a 403 whose every field says external_domain', async () => {
    const response = await invite(tokens.alice, 'email1=a@gmail.com&email2=b@contoso.test');
    expect(response.status).toBe(403);
    const body = await json<{ error: { code: string; codes: Record<string, string>; email2: string[] } }>(
      response,
    );
    expect(body.error.code).toBe('external_domain');
    expect(body.error.codes).toEqual({ email1: 'external_domain', email2: 'external_domain' });
    expect(body.error.email2[0]).toContain('b@contoso.test');
  });

  it('group_id must be a group of the network the inviter can see', async () => {
    const group = t.db
      .prepare<[number], { id: number }>(
        "SELECT id FROM groups WHERE network_id = ? AND privacy = 'public' LIMIT 1",
      )
      .get(corpId());
    const ok = await invite(tokens.alice, `email=g@example.com&group_id=${String(group?.id)}`);
    expect(ok.status).toBe(201);
    expect(stored()[0]?.group_id).toBe(group?.id);
    const unknown = await invite(tokens.alice, 'email=h@example.com&group_id=42');
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toMatchObject({ error: { group_id: [expect.any(String)] } });
  });

  it('answers 405 JSON for GET, and works without the .json suffix', async () => {
    expect((await t.api('/api/v1/invitations.json', tokens.alice)).status).toBe(405);
    const response = await t.api('/api/v1/invitations', tokens.alice, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=plain@example.com',
    });
    expect(response.status).toBe(201);
  });
});

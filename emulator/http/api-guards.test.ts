import { describe, expect, it } from 'vitest';
import { RATE_LIMITED, TOKEN_NOT_FOUND } from '../../contract/errors';
import { makeTestApp, useTestApp } from '../test/test-app';

const { t } = useTestApp();

describe('bearer tokens (spec 5.3, section 7)', () => {
  it('answers 401 with the exact body for a missing, unknown or revoked token', async () => {
    const token = t.tokenFor('alice@example.com');
    t.repo.revokeToken(token, t.clock.now());
    for (const auth of [undefined, 'Bearer nope', `Bearer ${token}`, 'Basic abc']) {
      const response = await t.app.request('/api/v1/users/current.json', {
        headers: auth ? { Authorization: auth } : {},
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual(TOKEN_NOT_FOUND);
    }
  });

  it('accepts ?access_token= like old clients', async () => {
    const token = t.tokenFor('bob@example.com');
    const response = await t.app.request(`/api/v1/users/current.json?access_token=${token}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'bob' });
  });

  it('a token belongs to one network: alice has one per network', async () => {
    const corp = t.tokenFor('alice@example.com');
    const partners = t.tokenFor('alice@example.com', 'partners');
    expect(corp).not.toBe(partners);
    const body = (await (await t.api('/api/v1/users/current.json', partners)).json()) as Record<
      string,
      unknown
    >;
    expect(body.network_name).toBe('Partners');
  });
});

describe('rate limits (spec 8)', () => {
  it('the 11th messages request within 30 s is 429 with code 33; other groups are unaffected', async () => {
    const token = t.tokenFor('alice@example.com');
    for (let i = 0; i < 10; i += 1) {
      expect((await t.api('/api/v1/messages.json?limit=1', token)).status).toBe(200);
    }
    const limited = await t.api('/api/v1/messages.json?limit=1', token);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(RATE_LIMITED);
    // Threads share the messages group; users/networks are "all other resources".
    expect((await t.api('/api/v1/threads/1.json', token)).status).toBe(429);
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
    expect((await t.api('/api/v1/networks/current.json', token)).status).toBe(200);
    // Another user (and so another bucket) is unaffected.
    expect((await t.api('/api/v1/messages.json?limit=1', t.tokenFor('bob@example.com'))).status).toBe(200);
    t.clock.advance(30_001);
    expect((await t.api('/api/v1/messages.json?limit=1', token)).status).toBe(200);
  });

  it('the other group allows 10 requests in 10 seconds, as a sliding window', async () => {
    const token = t.tokenFor('alice@example.com');
    for (let i = 0; i < 10; i += 1) {
      expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
      t.clock.advance(500);
    }
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(429);
    t.clock.advance(5_001); // the first request (10 s ago) leaves the window
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(429);
  });

  it('rejected requests do not extend the window', async () => {
    const token = t.tokenFor('alice@example.com');
    for (let i = 0; i < 10; i += 1) await t.api('/api/v1/users/current.json', token);
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(1_000);
      expect((await t.api('/api/v1/users/current.json', token)).status).toBe(429);
    }
    t.clock.advance(5_001);
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
  });

  it('can be turned off', async () => {
    const open = makeTestApp({ rateLimits: false });
    const token = open.tokenFor('alice@example.com');
    for (let i = 0; i < 15; i += 1)
      expect((await open.api('/api/v1/users/current.json', token)).status).toBe(200);
    open.close();
  });
});

describe('CORS', () => {
  it('answers a preflight from the app origin', async () => {
    const response = await t.app.request('/api/v1/messages.json', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('adds the allow and expose headers to answers, errors included', async () => {
    const ok = await t.api('/api/v1/users/current.json', t.tokenFor('alice@example.com'), {
      headers: { Origin: 'http://127.0.0.1:4173' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(ok.headers.get('access-control-expose-headers')).toBe(
      'authorization,content-type,etag,network_id,www-authenticate',
    );
    const denied = await t.app.request('/api/v1/users/current.json', {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(denied.status).toBe(401);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('gives other origins nothing, unless added with appOrigins', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: { Origin: 'https://intranet.example.org', 'Access-Control-Request-Method': 'GET' },
    };
    expect(
      (await t.app.request('/api/v1/messages.json', preflight)).headers.get('access-control-allow-origin'),
    ).toBeNull();
    const wider = makeTestApp({ appOrigins: ['https://intranet.example.org'] });
    expect(
      (await wider.app.request('/api/v1/messages.json', preflight)).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe('https://intranet.example.org');
    wider.close();
  });
});

describe('unknown routes and methods', () => {
  it('answers 404 JSON for an unknown route and 405 JSON for a wrong method', async () => {
    const token = t.tokenFor('alice@example.com');
    const missing = await t.api('/api/v1/nothing-here.json', token);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    const outside = await t.app.request('/no/such/page');
    expect(outside.status).toBe(404);
    expect(await outside.json()).toMatchObject({ error: { code: 'not_found' } });
    const wrong = await t.api('/api/v1/users/current.json', token, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
    expect(await wrong.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});

import { createHmac, createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TOKEN_NOT_FOUND } from '../../contract/errors';
import { json, makeTestApp, useTestApp } from '../test/test-app';
import { CLIENT_ID, decodePart, form, signInWithPkce } from './idp-test-kit';

const { t, tokens: legacy } = useTestApp({}, { alice: 'alice@example.com' });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT with the given header and claims, signed by `sign` over `header.payload`. */
function craft(header: object, claims: object, sign: (input: string) => string): string {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${sign(input)}`;
}

async function expectTokenNotFound(token: string) {
  const response = await t.api('/api/v1/users/current.json', token);
  expect(response.status).toBe(401);
  expect(await json(response)).toEqual(TOKEN_NOT_FOUND);
}

describe('/api/v1 with the access tokens of the provider (spec 5: both token types)', () => {
  it('serves the v1 endpoints as the signed-in person, like a legacy token', async () => {
    const { tokens } = await signInWithPkce(t);
    const withJwt = await json(await t.api('/api/v1/users/current.json', tokens.access_token));
    const withLegacy = await json(await t.api('/api/v1/users/current.json', legacy.alice));
    expect(withJwt.id).toBe(withLegacy.id);
    expect(withJwt.network_id).toBe(withLegacy.network_id);
    expect((await t.api('/api/v1/messages.json', tokens.access_token)).status).toBe(200);
  });

  it('gives an expired token the 401 body of an unknown token, and a refreshed one works again', async () => {
    const { tokens } = await signInWithPkce(t);
    t.clock.advance(599_000);
    expect((await t.api('/api/v1/users/current.json', tokens.access_token)).status).toBe(200);
    t.clock.advance(1_000);
    await expectTokenNotFound(tokens.access_token);
    const renewed = await t.app.request(
      '/idp/token',
      form({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    const next = await json<{ access_token: string }>(renewed);
    expect((await t.api('/api/v1/users/current.json', next.access_token)).status).toBe(200);
  });

  it('gives forged, tampered, foreign-key, alg none and HS256 tokens the same 401 body', async () => {
    const { tokens } = await signInWithPkce(t);
    const header = decodePart(tokens.access_token, 0);
    const claims = decodePart(tokens.access_token, 1);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = (input: string) => createSign('RSA-SHA256').update(input).sign(privateKey, 'base64url');
    // Another key that claims our key id, and another key under its own id.
    await expectTokenNotFound(craft(header, claims, rs256));
    await expectTokenNotFound(craft({ ...header, kid: 'other' }, claims, rs256));
    // Our signature over changed claims (another person).
    const [head, , signature] = tokens.access_token.split('.');
    await expectTokenNotFound(`${head}.${b64({ ...claims, sub: '1' })}.${signature}`);
    await expectTokenNotFound(craft({ ...header, alg: 'none' }, claims, () => ''));
    // HS256 keyed with our public key (the classic algorithm confusion).
    const jwks = await json<{ keys: object[] }>(await t.app.request('/idp/jwks'));
    const secret = JSON.stringify(jwks.keys[0]);
    const hs256 = (input: string) => createHmac('sha256', secret).update(input).digest('base64url');
    await expectTokenNotFound(craft({ ...header, alg: 'HS256' }, claims, hs256));
    // An id token is not an access token.
    await expectTokenNotFound(tokens.id_token ?? '');
  });

  it('refuses a token of another issuer and one of a suspended person', async () => {
    const { tokens } = await signInWithPkce(t);
    const other = await t.app.request('http://127.0.0.1/api/v1/users/current.json', {
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    expect(other.status).toBe(401);
    const claims = decodePart(tokens.access_token, 1);
    t.db
      .prepare("UPDATE network_members SET state = 'suspended' WHERE user_id = ? AND network_id = ?")
      .run(Number(claims.sub), Number(claims.network_id));
    await expectTokenNotFound(tokens.access_token);
  });

  it('revokes through the revocation endpoint: the refresh token and its access tokens stop working', async () => {
    const { tokens } = await signInWithPkce(t);
    const revoke = (token: string, clientId = CLIENT_ID) =>
      t.app.request('/idp/revoke', form({ client_id: clientId, token }));
    expect((await revoke('not-a-token')).status).toBe(200);
    expect((await revoke(tokens.refresh_token, 'nobody')).status).toBe(401);
    expect((await t.api('/api/v1/users/current.json', tokens.access_token)).status).toBe(200);
    expect((await revoke(tokens.refresh_token)).status).toBe(200);
    await expectTokenNotFound(tokens.access_token);
    const refresh = await t.app.request(
      '/idp/token',
      form({ client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    );
    expect(await json(refresh)).toMatchObject({ error: 'invalid_grant' });
  });

  it('answers userinfo for a live token and invalid_token otherwise', async () => {
    const { tokens } = await signInWithPkce(t);
    const info = await t.api('/idp/userinfo', tokens.access_token);
    expect(await json(info)).toMatchObject({
      name: 'Alice Andersen',
      preferred_username: 'alice@example.com',
    });
    const bad = await t.api('/idp/userinfo', legacy.alice);
    expect(bad.status).toBe(401);
    expect(await json(bad)).toMatchObject({ error: 'invalid_token' });
  });

  it('honours --idp-token-lifetime', async () => {
    const short = makeTestApp({ idpTokenLifetimeSeconds: 30 });
    try {
      const { tokens } = await signInWithPkce(short);
      expect(tokens.expires_in).toBe(30);
      short.clock.advance(30_000);
      expect((await short.api('/api/v1/users/current.json', tokens.access_token)).status).toBe(401);
    } finally {
      short.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';
import { dialogHelpers, form, hiddenFields, REDIRECT } from './oauth-test-support';

const { t } = useTestApp();
const { authorizePageFor } = dialogHelpers(t);

describe('the token endpoint (spec 5.1 step C)', () => {
  async function codeFor(redirect = REDIRECT): Promise<string> {
    const url = `/oauth2/authorize?${new URLSearchParams({ client_id: 'commons-demo', response_type: 'code', redirect_uri: redirect }).toString()}`;
    const { cookie, html } = await authorizePageFor(url);
    const response = await t.app.request(
      '/dialog/authorize',
      form({ ...hiddenFields(html), decision: 'allow' }, cookie),
    );
    return new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
  }

  it('form 1 (GET .json) answers the full token response of spec 2.1', async () => {
    const code = await codeFor();
    const query = new URLSearchParams({
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code,
      redirect_uri: REDIRECT,
    });
    const response = await t.app.request(`/oauth2/access_token.json?${query.toString()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await json<{
      access_token: Record<string, unknown>;
      user: Record<string, unknown>;
      network: Record<string, unknown>;
    }>(response);
    const wireDate = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;
    expect(body.access_token).toMatchObject({
      user_id: expect.any(Number) as unknown,
      network_id: expect.any(Number) as unknown,
      network_name: 'Example Corp',
      network_permalink: 'example.com',
      expires_at: null,
      authorized_at: expect.stringMatching(wireDate) as unknown,
      created_at: expect.stringMatching(wireDate) as unknown,
      view_subscriptions: true,
      modify_subscriptions: true,
      view_messages: true,
      modify_messages: true,
      view_members: true,
      view_tags: true,
      view_groups: true,
    });
    expect(typeof body.access_token.token).toBe('string');
    for (const field of [
      'id',
      'type',
      'name',
      'full_name',
      'state',
      'network_id',
      'network_name',
      'network_domains',
      'timezone',
      'mugshot_url',
      'web_url',
      'url',
      'guid',
      'job_title',
      'birth_date',
      'hire_date',
      'location',
      'summary',
      'expertise',
      'interests',
      'kids_names',
      'significant_other',
      'schools',
      'previous_companies',
      'external_urls',
      'verified_admin',
      'admin',
      'can_broadcast',
      'settings',
      'contact',
      'stats',
    ]) {
      expect(body.user, field).toHaveProperty(field);
    }
    expect(body.user).toMatchObject({
      type: 'user',
      state: 'active',
      verified_admin: 'false',
      admin: 'false',
      can_broadcast: 'false',
    });
    expect(body.user.contact).toMatchObject({
      im: { provider: '', username: '' },
      email_addresses: [{ type: 'primary', address: 'alice@example.com' }],
    });
    expect(body.user.settings).toHaveProperty('xdr_proxy');
    expect(body.network).toMatchObject({
      type: 'network',
      name: 'Example Corp',
      permalink: 'example.com',
      community: false,
      paid: true,
      show_upgrade_banner: false,
      is_org_chart_enabled: true,
      header_background_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
      header_text_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
      navigation_background_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
      navigation_text_color: expect.stringMatching(/^#[0-9A-F]{6}$/i) as unknown,
    });
    expect(typeof body.network.web_url).toBe('string');
    const token = String(body.access_token.token);
    expect((await t.api('/api/v1/users/current.json', token)).status).toBe(200);
  });

  it('form 2 (POST, parameters in the body) works; the code is single use', async () => {
    const code = await codeFor();
    const fields = {
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
    };
    const first = await t.app.request('/oauth2/access_token', form(fields));
    expect(first.status).toBe(200);
    const again = await t.app.request('/oauth2/access_token', form(fields));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error: { type: 'OAuthException', message: 'Error validating verification code.' },
    });
  });

  it('form 2 accepts the parameters in the query string', async () => {
    const code = await codeFor();
    const query = new URLSearchParams({
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
    });
    const response = await t.app.request(`/oauth2/access_token?${query.toString()}`, { method: 'POST' });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong secret, an unknown code and an expired code with the 400 of section 7', async () => {
    const expected = { error: { type: 'OAuthException', message: 'Error validating verification code.' } };
    const code = await codeFor();
    const wrongSecret = await t.app.request(
      '/oauth2/access_token',
      form({ client_id: 'commons-demo', client_secret: 'nope', code, redirect_uri: REDIRECT }),
    );
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual(expected);
    const unknown = await t.app.request(
      '/oauth2/access_token',
      form({ client_id: 'commons-demo', client_secret: 'commons-demo-secret', code: 'made-up' }),
    );
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(expected);
    t.clock.advance(11 * 60_000);
    const expired = await t.app.request(
      '/oauth2/access_token',
      form({ client_id: 'commons-demo', client_secret: 'commons-demo-secret', code, redirect_uri: REDIRECT }),
    );
    expect(expired.status).toBe(400);
  });
});

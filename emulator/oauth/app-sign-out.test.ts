import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const { t } = useTestApp();

const REDIRECT = 'http://localhost:5173/';
const dialog = `/dialog/oauth?${new URLSearchParams({ client_id: 'commons-demo', redirect_uri: REDIRECT, response_type: 'token' }).toString()}`;

async function sessionCookie(): Promise<string> {
  const page = await t.app.request(dialog);
  const csrf = /name="csrf_token" value="([^"]*)"/.exec(await page.text())?.[1] ?? '';
  const csrfCookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await t.app.request('/dialog/sign-in', {
    method: 'POST',
    body: new URLSearchParams({
      email: 'alice@example.com',
      password: 'demo',
      return_to: dialog,
      csrf_token: csrf,
    }).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: csrfCookie },
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const asksForCredentials = async (cookie: string) =>
  (await (await t.app.request(dialog, { headers: { Cookie: cookie } })).text()).includes('name="password"');

describe("an app's sign-out", () => {
  it('ends the dialog session, so the next sign-in asks for credentials, and returns to the app', async () => {
    const cookie = await sessionCookie();
    expect(await asksForCredentials(cookie)).toBe(false);
    const out = await t.app.request(
      `/oauth2/sign-out?${new URLSearchParams({ client_id: 'commons-demo', redirect_uri: REDIRECT }).toString()}`,
      { headers: { Cookie: cookie } },
    );
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(REDIRECT);
    expect(out.headers.get('set-cookie')).toMatch(/commons_emulator_session=;/);
    expect(await asksForCredentials(cookie)).toBe(true);
  });

  it('never redirects to an address the app may not use, and still signs out', async () => {
    const cookie = await sessionCookie();
    const out = await t.app.request(
      `/oauth2/sign-out?${new URLSearchParams({ client_id: 'commons-demo', redirect_uri: 'https://evil.test/' }).toString()}`,
      { headers: { Cookie: cookie } },
    );
    expect(out.status).toBe(200);
    expect(await out.text()).toContain('Signed out');
    expect(await asksForCredentials(cookie)).toBe(true);
    expect((await t.app.request('/oauth2/sign-out?client_id=nobody')).status).toBe(200);
  });
});

import type { TestApp } from '../test/test-app';

export const REDIRECT = 'http://localhost:5173/';
export const dialogUrl = (params: Record<string, string>) =>
  `/dialog/oauth?${new URLSearchParams(params).toString()}`;

export function form(fields: Record<string, string>, cookie?: string): RequestInit {
  return {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(cookie ? { Cookie: cookie } : {}),
    },
  };
}

export function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    const [, name = '', value = ''] = match;
    fields[name] = value
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  }
  return fields;
}

export const firstCookie = (response: Response) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

/** Sign-in through the dialog's pages, over the current test's app. */
export function dialogHelpers(t: TestApp) {
  /** The sign-in page of `url`: its hidden fields (return_to, csrf_token) and the CSRF cookie it set. */
  async function signInPageOf(url: string) {
    const page = await t.app.request(url);
    return { fields: hiddenFields(await page.text()), csrfCookie: firstCookie(page) };
  }

  /** Signs in through the sign-in page and returns the session cookie and the page the dialog shows next. */
  async function signIn(url: string, email = 'alice@example.com', password = 'demo') {
    const { fields, csrfCookie } = await signInPageOf(url);
    const returnTo = fields.return_to ?? '';
    const response = await t.app.request('/dialog/sign-in', form({ ...fields, email, password }, csrfCookie));
    return { response, cookie: firstCookie(response), returnTo };
  }

  async function authorizePageFor(url: string) {
    const { cookie } = await signIn(url);
    const page = await t.app.request(url, { headers: { Cookie: cookie } });
    return { cookie, page, html: await page.text() };
  }
  return { signInPageOf, signIn, authorizePageFor };
}

import type { Page } from '@playwright/test';
import { E2E_APP_URL } from './env';

/**
 * Intranet pages for the embed journeys, on origins other than the app's (`http://localhost:<port>`), served
 * by Playwright's routing so no second server is needed. `INTRANET_ORIGIN` is the one public/config.json's
 * `embed.allowedOrigins` lists (npm start's demo intranet page; the preview server reads that file for
 * /embed/'s frame-ancestors); `UNLISTED_ORIGIN` and `FORGER_ORIGIN` are listed nowhere. Nothing listens on
 * these ports: every request to them is answered by the route.
 */
export const INTRANET_ORIGIN = 'http://127.0.0.1:5174';
export const UNLISTED_ORIGIN = 'http://127.0.0.1:5175';
export const FORGER_ORIGIN = 'http://127.0.0.1:5176';

/** An intranet page's HTML: the README's one script tag, then the body given. */
export function hostHtml(body: string, head = ''): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team site</title>' +
    `${head}<script src="${E2E_APP_URL}/embed.js" async></script></head><body>${body}</body></html>`
  );
}

/**
 * Serves `html` at `url` to this page and returns the url to go to. Chromium's Local Network Access checks
 * see a routed answer as coming from the public internet, and a public page may not reach the loopback app
 * (the script, the frames) without the person's leave: it is given here, the state of a real intranet whose
 * pages and Commons share the company's network.
 */
export async function serveHostPage(
  page: Page,
  html: string,
  url = `${INTRANET_ORIGIN}/team`,
): Promise<string> {
  const { origin } = new URL(url);
  await page.context().grantPermissions(['local-network-access'], { origin });
  await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
  return url;
}

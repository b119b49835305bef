import type { Browser } from '@playwright/test';
import { messagesAboveTheFold } from '../scripts/above-the-fold';
import type { Report } from './report';
import { TAB_KEYS } from './tab-keys';

/** The goal: whole messages a reader sees without scrolling, on All, threaded, with the demo seed. */
const SIZES = [
  { width: 1280, height: 900, least: 5 },
  { width: 360, height: 740, least: 2 },
] as const;

/** Messages above the fold at a desktop's and a phone's size, once the app's own list is drawn. */
export async function aboveTheFoldBench(
  browser: Browser,
  options: { appUrl: string; token: string; serviceBaseUrl: string; report: Report },
): Promise<void> {
  for (const { width, height, least } of SIZES) {
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addInitScript(
      ([keys, token, service]) => {
        sessionStorage.setItem(keys.token, token);
        sessionStorage.setItem(keys.service, service);
      },
      [TAB_KEYS, options.token, options.serviceBaseUrl] as const,
    );
    const page = await context.newPage();
    try {
      await page.goto(options.appUrl);
      await page.locator('[role="feed"] article').first().waitFor();
      // The early paint has handed over and the composer's code has arrived: what the reader then sees.
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() => !document.querySelector('[data-early-paint]'));
      const count = await messagesAboveTheFold(page);
      options.report.line(
        `whole messages above the fold, All threaded, ${String(width)}x${String(height)}`,
        count,
        '',
        {
          min: least,
        },
      );
    } finally {
      await context.close();
    }
  }
}

import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SCALED_ORG_LEAD_EMAIL, SCALED_TEAM_SIZE } from '../emulator/seed/scaled-org-seed';
import { orgChartCode } from './org-chart-code';
import type { Report } from './report';
import { median, percentile, startScaledEmulator, stopServer } from './servers';
import { signInContext } from './tab-keys';

/** The budgets of docs/performance.md, "Budgets". */
export const ORG_CHART_CODE_MAX_KB = 20;
/** One frame at 60 Hz. */
export const ORG_CHART_DRAW_MAX_MS = 16.7;

const READER = 'bob@example.com';
const DRAWS = 25;
const MANAGER_NAME = 'Felix Vance';
const LEAD_NAME = 'Iris Quinn';

/** The mark the chart sets when it starts to render for a person (src/features/org-chart/org-chart.tsx). */
const CHART_START = 'commons:org-chart-start';

/**
 * In the page: clicks the card named `name` (the chart re-centres on that person, whose relationships
 * and chain are all in the cache) and answers, once the chart centred on them is in the DOM and laid out
 * (the MutationObserver sees the commit, and reading a layout property has the browser lay it out then),
 * how long that took from the chart's own start (its first render) and from the click. A string, so that
 * nothing the bench's compiler adds reaches the page.
 */
const DRAW_SCRIPT = `({ name, ready, mark }) => new Promise((resolve, reject) => {
  const tree = document.querySelector('[role="tree"]');
  const card = [...tree.querySelectorAll('[role="treeitem"]')].find(
    (el) => document.getElementById(el.getAttribute('aria-labelledby'))?.textContent === name,
  );
  if (!card) return reject(new Error('no card for ' + name));
  const drawn = () => {
    const centre = document.querySelector('[role="treeitem"][aria-selected="true"]');
    return centre && centre.textContent.includes(name) && document.querySelectorAll(ready).length > 0;
  };
  let clicked = 0;
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    void document.querySelector('main').offsetHeight;
    const now = performance.now();
    observer.disconnect();
    const start = performance.getEntriesByName(mark).at(-1)?.startTime ?? clicked;
    resolve({ chart: now - start, click: now - clicked });
  });
  observer.observe(document.querySelector('main'), { childList: true, subtree: true, attributes: true });
  clicked = performance.now();
  card.click();
})`;

async function drawTime(page: Page, name: string, ready: string): Promise<{ chart: number; click: number }> {
  const args = JSON.stringify({ name, ready, mark: CHART_START });
  const ms = await page.evaluate<{ chart: number; click: number }>(`(${DRAW_SCRIPT})(${args})`);
  // Whatever the chart does after its first draw (the shell's focus, a background refetch) settles here.
  await page.waitForTimeout(150);
  return ms;
}

/**
 * The org chart's figures of `npm run bench`: its code (org-chart-code.ts), and the time the chart of a person
 * with five managers above and forty reports takes to draw once its data is in the cache. It starts its
 * own emulator seeded with `--scale` (rate limits off), whose Platform team lead is that person.
 */
export async function orgChartBench(
  browser: Browser,
  options: { appUrl: string; port: number; dir: string; report: Report; firstPage: readonly string[] },
): Promise<void> {
  const { appUrl, port, dir, report } = options;
  const code = orgChartCode('dist', options.firstPage);
  report.line('org chart chunk (gzip)', code.chunk / 1024, 'KB', { max: ORG_CHART_CODE_MAX_KB });
  report.line('org chart code the first page had not loaded (gzip)', code.added / 1024, 'KB');
  const emulator = await startScaledEmulator(port, join(dir, 'org-scale.sqlite'), 1000);
  const emulatorUrl = emulator.url;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const token = emulator.tokenFor(READER);
    const lead = await findUser(emulatorUrl, token, SCALED_ORG_LEAD_EMAIL);
    await signInContext(context, { appUrl, emulatorUrl, token });
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.getByRole('feed').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');

    // The way there: a navigation inside the app, as a link makes it (the chart's chunk loads here).
    await page.evaluate(
      (path) => {
        history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      `/users/${String(lead)}/org`,
    );
    const more = `Show ${String(SCALED_TEAM_SIZE - 12)} more direct reports`;
    await page.getByRole('treeitem', { name: more }).waitFor({ timeout: 30_000 });
    await page.getByText(/Finding the managers/).waitFor({ state: 'detached' });
    const managers = await page
      .locator('[role="treeitem"][aria-level]')
      .evaluateAll(
        (items) =>
          items.filter(
            (el) =>
              el.getAttribute('aria-expanded') === 'true' && el.getAttribute('aria-selected') !== 'true',
          ).length,
      );
    if (managers !== 5)
      throw new Error(`the chain above the team lead has ${String(managers)} managers, not 5`);

    // Up to the team lead's manager (cached by the walk), then back down: each draw of the team lead's chart
    // (five managers, twelve of forty reports and "+28 more") starts with every byte of it in the cache.
    const draws: { chart: number; click: number }[] = [];
    for (let i = 0; i < DRAWS; i++) {
      await drawTime(page, MANAGER_NAME, '[role="treeitem"][aria-level="6"]');
      draws.push(
        await drawTime(page, LEAD_NAME, `[role="treeitem"][aria-setsize="${String(SCALED_TEAM_SIZE)}"]`),
      );
    }
    const what = `5 managers and ${String(SCALED_TEAM_SIZE)} reports cached`;
    const chart = draws.map((d) => d.chart);
    report.line(`org chart first draw, ${what} (median of ${String(DRAWS)})`, median(chart), 'ms', {
      max: ORG_CHART_DRAW_MAX_MS,
    });
    report.line(`org chart first draw, ${what} (p95)`, percentile(chart, 95), 'ms');
    // The same, from the click: the router and the shell's own re-render on a new address come first.
    report.line(`org chart click to drawn, ${what} (median)`, median(draws.map((d) => d.click)), 'ms');
  } finally {
    await context.close();
    stopServer(emulator.server);
  }
}

/** The id of the person with that email, by the autocomplete (the bench's only look-up of a name). */
async function findUser(emulatorUrl: string, token: string, email: string): Promise<number> {
  const url = new URL(`${emulatorUrl}/api/v1/autocomplete/ranked.json`);
  url.searchParams.set('prefix', email.split('@')[0]?.replace('.', ' ') ?? '');
  url.searchParams.set('models', 'user:5');
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  const body = (await response.json()) as { user?: { id: number; email: string }[] };
  const found = body.user?.find((u) => u.email === email);
  if (!found) throw new Error(`the scaled seed has no ${email}`);
  return found.id;
}

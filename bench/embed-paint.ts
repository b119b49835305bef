import type { Browser } from '@playwright/test';
import { markTime, plainFeedPaint } from './first-feed-paint';
import { emulateLatency } from './network';
import type { Report } from './report';
import { median } from './servers';

/** The frame marks this when its feed's first messages are painted (src/lib/first-feed-paint.ts). */
const EMBED_MARK = 'commons:embed-feed-paint';
/** The frame's own storage key of its token (src/embed/frame-session.ts). */
const EMBED_TOKEN_KEY = 'commons.embed.token';

export interface EmbedPaintOptions {
  appUrl: string;
  token: string;
  serviceBaseUrl: string;
  latencyMs: number;
  runs: number;
  report: Report;
}

/** One cold load of the frame (`all`, signed in from an earlier day): its first feed paint, ms. */
async function embedFeedPaint(browser: Browser, options: EmbedPaintOptions): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, token]) => {
      if (location.pathname === '/embed/') localStorage.setItem(key, token);
    },
    [EMBED_TOKEN_KEY, options.token] as const,
  );
  const page = await context.newPage();
  await emulateLatency(context, page, options.latencyMs);
  await page.goto(new URL('/embed/?feed=all&frame=bench', options.appUrl).toString(), {
    waitUntil: 'commit',
  });
  const ms = await markTime(page, EMBED_MARK);
  await context.close();
  return ms;
}

/**
 * The embed frame's first feed paint (issue 19), cold, against the same bare fetch-and-paint page as the
 * app's (bench-site.ts), alternating run by run. Loaded straight, as the frame's own document: the loader
 * and the intranet page come before it and are the loader's figures.
 */
export async function embedPaintBench(browser: Browser, options: EmbedPaintOptions): Promise<void> {
  const embed: number[] = [];
  const plain: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    embed.push(await embedFeedPaint(browser, options));
    plain.push((await plainFeedPaint(browser, options)).ms);
  }
  const label = options.latencyMs ? `${String(options.latencyMs)} ms round trips` : 'localhost';
  const frame = median(embed);
  const bare = median(plain);
  options.report.line(
    `embed frame first feed paint, cold, ${label} (median of ${String(options.runs)})`,
    frame,
    'ms',
  );
  options.report.line(`plain fetch-and-paint page, ${label} (median of ${String(options.runs)})`, bare, 'ms');
  // The frame's chain is the page, its entry, its app chunk, config.json and the feed: two round trips more
  // than the bare page's (page, script, feed), and React's compile on top. Budget: see docs/performance.md.
  options.report.line(
    `embed frame first feed paint / plain page, ${label}`,
    frame / bare,
    '×',
    options.latencyMs ? { max: EMBED_BUDGET } : undefined,
  );
}

/** The frame's first feed paint at 50 ms round trips, at most this many times the bare page's. */
export const EMBED_BUDGET = 2.2;

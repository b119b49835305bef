import type { Page } from '@playwright/test';

/**
 * Where a cold load's time goes up to its first feed paint, from the page's own navigation and resource
 * timing (ms). The app and the plain page are read the same way, so that each phase can be compared.
 */
export interface LoadPhases {
  /** From the page's last byte to the request for its first script: how soon the browser asks for it. */
  discover: number;
  /** That script's request to its last byte. */
  scriptTransfer: number;
  /** From the script's last byte to the feed request: waiting for the stylesheet, evaluation, config. */
  feedLeaves: number;
  /** The feed request to its last byte. */
  feedAnswer: number;
  /** From the feed's last byte to the painted frame: reading, drawing, style, layout, paint. */
  feedToPaint: number;
}

export const PHASE_NAMES: Record<keyof LoadPhases, string> = {
  discover: 'page received → first script requested',
  scriptTransfer: 'first script requested → received',
  feedLeaves: 'first script received → feed requested',
  feedAnswer: 'feed requested → received',
  feedToPaint: 'feed received → painted',
};

/** The phases of the load the page just made, whose first feed paint came `paintMs` after navigation. */
export async function loadPhases(page: Page, feedPattern: RegExp, paintMs: number): Promise<LoadPhases> {
  const timing = await page.evaluate((pattern) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const script = resources.find((entry) => new URL(entry.name).pathname.endsWith('.js'));
    const feed = resources.find((entry) => new RegExp(pattern).test(entry.name));
    if (!script || !feed) throw new Error('loadPhases: no script or no feed request in resource timing');
    return {
      page: navigation.responseEnd,
      script: [script.startTime, script.responseEnd],
      feed: [feed.startTime, feed.responseEnd],
    };
  }, feedPattern.source);
  const [scriptStart = 0, scriptEnd = 0] = timing.script;
  const [feedStart = 0, feedEnd = 0] = timing.feed;
  return {
    discover: scriptStart - timing.page,
    scriptTransfer: scriptEnd - scriptStart,
    feedLeaves: feedStart - scriptEnd,
    feedAnswer: feedEnd - feedStart,
    feedToPaint: paintMs - feedEnd,
  };
}

import type { BrowserContext, Page } from '@playwright/test';

/** Adds `latencyMs` of round-trip time to every request of the page (Chromium's network emulation). */
export async function emulateLatency(context: BrowserContext, page: Page, latencyMs: number): Promise<void> {
  if (latencyMs <= 0) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

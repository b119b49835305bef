import type { Browser } from '@playwright/test';
import { TAB_KEYS } from './tab-keys';

export const DRAFT_CHARS = 5_000;

/** Words of realistic length, so the draft wraps and has hashtags and a link like a long real post. */
function longDraft(): string {
  const words = [
    'planning',
    'the',
    'quarterly',
    'review',
    '#roadmap',
    'with',
    'design',
    'and',
    'https://example.com/doc',
    'notes',
  ];
  let text = '';
  for (let i = 0; text.length < DRAFT_CHARS; i++)
    text += `${words[i % words.length] ?? ''}${i % 17 === 16 ? '\n' : ' '}`;
  return text.slice(0, DRAFT_CHARS);
}

/**
 * Keystroke-to-paint in the composer holding a 5,000-character draft: for each key, from the keydown event's
 * timestamp to the first moment after the next frame (a requestAnimationFrame callback, then a task queued from
 * it, which runs once that frame has been produced). Each key waits for the previous one to be measured.
 */
export async function composerTyping(
  browser: Browser,
  options: { appUrl: string; token: string; keys: number },
): Promise<number[]> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([key, token]) => {
      sessionStorage.setItem(key, token);
    },
    [TAB_KEYS.token, options.token] as const,
  );
  const page = await context.newPage();
  try {
    await page.goto(options.appUrl);
    const box = page.getByLabel('What are you working on?');
    await box.waitFor({ timeout: 30_000 });
    await box.fill(longDraft());
    await box.press('End');
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { __typing: number[] }).__typing = samples;
      const channel = new MessageChannel();
      let start = 0;
      channel.port1.onmessage = () => samples.push(performance.now() - start);
      document.addEventListener(
        'keydown',
        (event) => {
          start = event.timeStamp;
          requestAnimationFrame(() => {
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });
    // Warm-up keys (JIT, first suggestions lookups), not measured.
    for (let i = 0; i < 5; i++) await page.keyboard.press('x');
    await page.waitForTimeout(300);
    await page.evaluate(() => ((window as unknown as { __typing: number[] }).__typing.length = 0));
    for (let i = 0; i < options.keys; i++) {
      await page.keyboard.press(i % 6 === 5 ? 'Space' : 'a');
      await page.waitForFunction((n) => (window as unknown as { __typing: number[] }).__typing.length > n, i);
    }
    return await page.evaluate(() => [...(window as unknown as { __typing: number[] }).__typing]);
  } finally {
    await context.close();
  }
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

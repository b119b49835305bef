import type { Page } from '@playwright/test';

/**
 * How many whole messages a reader sees without scrolling: message articles of the feed whose box lies
 * entirely between the top of the window and the fold (the top of the phone's tab bar where it shows, the
 * window's bottom otherwise). Shared by the density journey (e2e/density.spec.ts) and `npm run bench`.
 */
export function messagesAboveTheFold(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Places"]');
    const barTop = bar && bar.getBoundingClientRect().height > 0 ? bar.getBoundingClientRect().top : Infinity;
    const fold = Math.min(window.innerHeight, barTop);
    return [...document.querySelectorAll('[role="feed"] article[id^="message-"]')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.height > 0 && box.top >= 0 && box.bottom <= fold;
    }).length;
  });
}

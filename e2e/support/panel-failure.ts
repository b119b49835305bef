import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures';

/** Every suggestions request fails with a 500 until the returned function lets them through again. */
export async function failSuggestions(page: Page): Promise<() => Promise<void>> {
  const suggestions = '**/api/v1/suggestions.json*';
  await page.route(suggestions, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"broken"}' }),
  );
  return () => page.unroute(suggestions);
}

/**
 * A side panel that failed is a quiet note after the directory (which the reader came for, and which leads
 * in reading order), with a Retry named for the panel, a finger's size, and no alert above the list.
 */
export async function expectQuietPanelFailure(
  page: Page,
  directory: Locator,
  heading: string,
): Promise<void> {
  await expect(directory.getByRole('listitem').first()).toBeVisible();
  const note = page.getByText(`${heading} could not be loaded.`);
  // The query client asks twice more after a 5xx before the panel says it failed.
  await expect(note).toBeVisible({ timeout: 30_000 });
  const retry = page.getByRole('button', { name: `Retry ${heading.toLowerCase()}` });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const noteElement = await note.elementHandle();
  const listFirst = await directory.evaluate(
    (list, other) => Boolean(list.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
    noteElement,
  );
  expect(listFirst, 'the directory comes before the note in reading order').toBe(true);
  const box = await retry.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectAccessible(page);
}

import { readFeedEnvelope } from '../../../contract/guards';
import type { FeedEnvelope } from '../../../contract/messages';
import { readFixture } from '../../api/testing/fixtures';
import { resetSessionFromStorage, setToken } from '../../auth/session';
import { handOverEarlyPaint } from '../../lib/early-paint';

/* The page the early paint's tests draw on, and what they draw and look at. */

/** The recorded first page of the All feed, fresh each call (a test may change its copy). */
export const feed = (): FeedEnvelope => readFeedEnvelope(readFixture('messages-feed.json'));

/** The early page, while it is shown. */
export const early = () => document.querySelector<HTMLElement>('[data-early-paint]');

/** For `beforeEach`: a signed-in reader with nothing stored, and the app's root to paint beside. */
export function openEarlyPaintPage(): HTMLElement {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionFromStorage();
  setToken('t0ken');
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
  return root;
}

/** For `afterEach`: the app takes over, so no early page or inert root is left to the next test. */
export function closeEarlyPaintPage(): void {
  handOverEarlyPaint();
  document.body.replaceChildren();
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyInputListened, resetEarlyInput } from './early-input';
import { handOverEarlyPaint, showEarlyPaint } from './early-paint';
import { SINGLE_KEY_SHORTCUTS, writePreference } from './preferences';

/** A message card as both pages draw it: named by its sender, a link, a paragraph of body. */
function card(id: string): HTMLElement {
  const el = document.createElement('article');
  el.id = id;
  el.tabIndex = -1;
  el.setAttribute('aria-labelledby', `${id}-sender`);
  el.innerHTML = `<div><span id="${id}-sender">Ann</span><a href="/threads/1">2 min</a></div><p>Hello</p>`;
  return el;
}

/** The early page over the app's root, and the app's own cards in the root, whose actions are recorded. */
function pages() {
  const root = document.createElement('div');
  document.body.append(root);
  const early = document.createElement('div');
  early.append(card('early-message-1'), card('early-message-2'));
  showEarlyPaint(early, root);
  const app = [card('message-1'), card('message-2')];
  root.append(...app);
  const acted: string[] = [];
  for (const el of app) {
    el.addEventListener('click', (event) => {
      acted.push(`click ${el.id} on ${(event.target as Element).tagName}`);
    });
  }
  // As the feed's keys (features/feed/use-feed-keys.ts): a plain Enter on one of the app's entries.
  const onKey = (event: KeyboardEvent) => {
    const target = event.target as Element;
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || !root.contains(target)) return;
    acted.push(`enter ${target.id}`);
  };
  return { early, root, acted, onKey };
}

const enter = (el: Element, init: KeyboardEventInit = {}) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }));

afterEach(() => {
  handOverEarlyPaint();
  resetEarlyInput();
  document.body.replaceChildren();
});

describe('input on the early page', () => {
  it('replays Enter on a focused early message once, on the app’s message, when the feed listens', () => {
    const { early, acted, onKey } = pages();
    const message = early.querySelector<HTMLElement>('#early-message-2');
    message?.focus();
    expect(message && enter(message)).toBe(false);
    handOverEarlyPaint();
    expect(acted).toEqual([]);
    document.addEventListener('keydown', onKey);
    const stop = earlyInputListened();
    expect(acted).toEqual(['enter message-2']);
    expect(document.activeElement?.id).toBe('message-2');
    stop();
    earlyInputListened()();
    document.removeEventListener('keydown', onKey);
    expect(acted).toHaveLength(1);
  });

  it('replays at the hand-over when the feed already listened', () => {
    const { early, acted, onKey } = pages();
    document.addEventListener('keydown', onKey);
    const stop = earlyInputListened();
    const message = early.querySelector<HTMLElement>('#early-message-1');
    message?.focus();
    if (message) enter(message);
    expect(acted).toEqual([]);
    handOverEarlyPaint();
    expect(acted).toEqual(['enter message-1']);
    stop();
    document.removeEventListener('keydown', onKey);
  });

  it('replays a plain click on a card on the same element of the app’s card', () => {
    const { early, acted } = pages();
    const stop = earlyInputListened();
    early.querySelector<HTMLElement>('#early-message-2 p')?.click();
    handOverEarlyPaint();
    expect(acted).toEqual(['click message-2 on P']);
    stop();
  });

  it('records nothing a card would not act on: links, modified clicks and keys, other keys', () => {
    const { early, acted, onKey } = pages();
    document.addEventListener('keydown', onKey);
    const stop = earlyInputListened();
    const link = early.querySelector<HTMLElement>('#early-message-1 a');
    link?.addEventListener('click', (event) => {
      event.preventDefault();
    });
    link?.click();
    early
      .querySelector('#early-message-1 p')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    const message = early.querySelector<HTMLElement>('#early-message-1');
    if (message) {
      expect(enter(message, { shiftKey: true })).toBe(true);
      message.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true, cancelable: true }));
    }
    handOverEarlyPaint();
    expect(acted).toEqual([]);
    stop();
    document.removeEventListener('keydown', onKey);
  });

  it('does not replay Enter when the reader turned single-key shortcuts off', () => {
    const { early, acted, onKey } = pages();
    writePreference(SINGLE_KEY_SHORTCUTS, false);
    const message = early.querySelector<HTMLElement>('#early-message-1');
    message?.focus();
    if (message) expect(enter(message)).toBe(true);
    writePreference(SINGLE_KEY_SHORTCUTS, true);
    document.addEventListener('keydown', onKey);
    const stop = earlyInputListened();
    handOverEarlyPaint();
    expect(acted).toEqual([]);
    stop();
    document.removeEventListener('keydown', onKey);
  });

  it('replays Enter pressed on the app’s message after the hand-over, before the feed listens', () => {
    // A busy machine lets a key through between the commit that swaps the pages and the feed's effect.
    const { root, acted, onKey } = pages();
    handOverEarlyPaint();
    const message = root.querySelector<HTMLElement>('#message-1');
    message?.focus();
    if (message) expect(enter(message)).toBe(false);
    document.addEventListener('keydown', onKey);
    const stop = earlyInputListened();
    expect(acted).toEqual(['enter message-1']);
    // Once the feed listens, a key is the feed's own: nothing is recorded or replayed any more.
    if (message) expect(enter(message)).toBe(true);
    expect(acted).toEqual(['enter message-1', 'enter message-1']);
    stop();
    earlyInputListened()();
    expect(acted).toHaveLength(2);
    document.removeEventListener('keydown', onKey);
  });

  it('forgets a key pressed after the hand-over when no feed listens within seconds', () => {
    vi.useFakeTimers();
    try {
      const { root, acted, onKey } = pages();
      handOverEarlyPaint();
      const message = root.querySelector<HTMLElement>('#message-2');
      message?.focus();
      if (message) enter(message);
      vi.advanceTimersByTime(5000);
      // Keys act normally again, and a feed that shows up later replays nothing.
      if (message) expect(enter(message)).toBe(true);
      document.addEventListener('keydown', onKey);
      earlyInputListened()();
      expect(acted).toEqual([]);
      document.removeEventListener('keydown', onKey);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  awaitViewAsOffer,
  openViewAsTab,
  readyMessage,
  refusedMessage,
  tokenMessage,
} from './view-as-handshake';

const ORIGIN = 'https://app.test';

/** A window stand-in: an event target with an origin, whose posted messages are recorded. */
function fakeWindow(extra: Record<string, unknown> = {}) {
  const target = new EventTarget();
  const posted: { data: unknown; origin: string }[] = [];
  return Object.assign(target, {
    location: { origin: ORIGIN },
    posted,
    postMessage: (data: unknown, origin: string) => {
      posted.push({ data, origin });
    },
    ...extra,
  });
}

/** A message as the browser delivers it: from an origin and a source window. */
function deliver(to: EventTarget, data: unknown, origin: string, source: unknown) {
  to.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the admin's tab (openViewAsTab)", () => {
  it('answers the tab it opened, at its own origin, once that tab is ready', async () => {
    const tab = fakeWindow();
    const open = vi.fn(() => tab);
    const admin = fakeWindow({ open });
    const done = openViewAsTab('/view-as', 'Bob Stone', Promise.resolve('secret'), admin as never);
    expect(open).toHaveBeenCalledWith('/view-as', '_blank');
    deliver(admin, readyMessage(), ORIGIN, tab);
    await done;
    expect(tab.posted).toEqual([{ data: tokenMessage('secret', 'Bob Stone'), origin: ORIGIN }]);
  });

  it('ignores a ready message from another origin or from another window', async () => {
    vi.useFakeTimers();
    const tab = fakeWindow();
    const stranger = fakeWindow();
    const admin = fakeWindow({ open: () => tab });
    const done = openViewAsTab('/view-as', 'Bob', Promise.resolve('secret'), admin as never);
    const failed = done.catch((error: unknown) => error);
    deliver(admin, readyMessage(), 'https://evil.test', tab);
    deliver(admin, readyMessage(), ORIGIN, stranger);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tab.posted).toEqual([]);
    expect(stranger.posted).toEqual([]);
    expect(await failed).toBeInstanceOf(Error);
  });

  it('tells the tab why when the service refuses the token', async () => {
    const tab = fakeWindow();
    const admin = fakeWindow({ open: () => tab });
    const done = openViewAsTab('/view-as', 'Bob', Promise.reject(new Error('Forbidden.')), admin as never);
    deliver(admin, readyMessage(), ORIGIN, tab);
    await expect(done).rejects.toThrow('Forbidden.');
    expect(tab.posted).toEqual([{ data: refusedMessage('Forbidden.'), origin: ORIGIN }]);
  });

  it('fails at once when the browser blocks the tab', async () => {
    const admin = fakeWindow({ open: () => null });
    await expect(openViewAsTab('/view-as', 'Bob', Promise.resolve('t'), admin as never)).rejects.toThrow(
      /blocked/,
    );
  });
});

describe('the new tab (awaitViewAsOffer)', () => {
  it('says it is ready to its opener and takes the answer from its opener at its own origin', () => {
    const opener = fakeWindow();
    const tab = fakeWindow({ opener });
    const onOffer = vi.fn();
    awaitViewAsOffer(onOffer, tab as never);
    expect(opener.posted).toEqual([{ data: readyMessage(), origin: ORIGIN }]);
    deliver(tab, tokenMessage('secret', 'Bob Stone'), ORIGIN, opener);
    expect(onOffer).toHaveBeenCalledWith(tokenMessage('secret', 'Bob Stone'));
  });

  it('ignores a token from another origin, from another window, or of another shape', () => {
    const opener = fakeWindow();
    const other = fakeWindow();
    const tab = fakeWindow({ opener });
    const onOffer = vi.fn();
    awaitViewAsOffer(onOffer, tab as never);
    deliver(tab, tokenMessage('forged', 'Mallory'), 'https://evil.test', opener);
    deliver(tab, tokenMessage('forged', 'Mallory'), ORIGIN, other);
    deliver(tab, { type: 'commons:view-as:token', token: '' }, ORIGIN, opener);
    deliver(tab, 'secret', ORIGIN, opener);
    expect(onOffer).not.toHaveBeenCalled();
  });

  it('without an opener, accepts nothing at all', () => {
    const tab = fakeWindow({ opener: null });
    const onOffer = vi.fn();
    awaitViewAsOffer(onOffer, tab as never);
    deliver(tab, tokenMessage('forged', 'Mallory'), ORIGIN, null);
    expect(onOffer).not.toHaveBeenCalled();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  englishFrameTitle,
  HOST_LANG_PARAM,
  MAX_FRAME_TITLE_LENGTH,
  MIN_FRAME_HEIGHT,
  readEmbedFrameUrl,
  resizeMessage,
  titleMessage,
} from '../lib/embed-protocol';
import { LOADED_ATTRIBUTE, startEmbeds } from './embed-frames';

const ORIGIN = 'https://commons.example';

/** An IntersectionObserver the test moves by hand: `reveal(el)` says the element came near the viewport. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  static reveal(element: Element) {
    for (const observer of FakeObserver.all) {
      if (!observer.watched.has(element)) continue;
      const entry = { target: element, isIntersecting: true } as unknown as IntersectionObserverEntry;
      observer.callback([entry], observer as unknown as IntersectionObserver);
    }
  }
}

let stop: () => void = () => undefined;
let nextId = 0;
const newId = () => `frame-${String((nextId += 1))}`;

function place(html: string): void {
  document.body.insertAdjacentHTML('beforeend', html);
}

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

function post(data: unknown, origin: string, source: MessageEventSource | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

beforeEach(() => {
  FakeObserver.all = [];
  nextId = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('the embed loader', () => {
  it('turns each marked element into a titled, borderless frame of its feed on the Commons origin', () => {
    place('<div data-commons-feed="group" data-feed-id="123" data-theme="dark" data-header="off"></div>');
    place('<p data-commons-feed="nonsense"></p>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const [frame, ...others] = frames();
    expect(others).toEqual([]);
    if (!frame) throw new Error('no frame');
    expect(frame.title).toBe('Commons: conversations of group 123');
    expect(frame.style.width).toBe('100%');
    expect(frame.style.borderWidth || frame.style.border).toMatch(/^0/);
    expect(frame.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.parentElement?.hasAttribute(LOADED_ATTRIBUTE)).toBe(true);
    FakeObserver.reveal(frame);
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/embed/`);
    expect(readEmbedFrameUrl(url.search)).toMatchObject({
      feed: 'group',
      feedId: '123',
      theme: 'dark',
      header: false,
      frameId: 'frame-1',
    });
  });

  it("tells the frame the host page's language, and nothing when the page declares none", async () => {
    document.documentElement.lang = 'de-AT';
    place('<div data-commons-feed="all"></div>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    document.documentElement.lang = '';
    place('<div data-commons-feed="all"></div>');
    await vi.waitFor(() => {
      expect(frames()).toHaveLength(2);
    });
    const [german, unsaid] = frames().map((frame) => new URL(frame.getAttribute('data-src') ?? ''));
    expect(german?.searchParams.get(HOST_LANG_PARAM)).toBe('de-AT');
    expect(readEmbedFrameUrl(german?.search ?? '')).toMatchObject({ feed: 'all' });
    expect(unsaid?.searchParams.has(HOST_LANG_PARAM)).toBe(false);
  });

  it('loads a frame only once it comes near the viewport', () => {
    place('<div data-commons-feed="all"></div><div data-commons-feed="topic" data-feed-id="7"></div>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const [first, second] = frames();
    if (!first || !second) throw new Error('two frames expected');
    expect(FakeObserver.all[0]?.options?.rootMargin).toMatch(/px/);
    expect(first.getAttribute('src')).toBeNull();
    expect(second.getAttribute('src')).toBeNull();
    FakeObserver.reveal(second);
    expect(first.getAttribute('src')).toBeNull();
    expect(second.src).toContain('feed=topic');
    expect(FakeObserver.all[0]?.watched.has(second)).toBe(false);
  });

  it('loads at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    place('<div data-commons-feed="my-feed" data-default-group-id="9"></div>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    expect(frames()[0]?.src).toContain('group=9');
  });

  it('embeds elements added later, once each', async () => {
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    place('<section><div data-commons-feed="user" data-feed-id="5"></div></section>');
    await vi.waitFor(() => {
      expect(frames()).toHaveLength(1);
    });
    place('<div data-commons-feed="all"></div>');
    await vi.waitFor(() => {
      expect(frames()).toHaveLength(2);
    });
    expect(frames().map((frame) => frame.title)).toEqual([
      'Commons: conversations of user 5',
      'Commons: all conversations',
    ]);
  });

  it('leaves an element a second copy of the loader already embedded', () => {
    place('<div data-commons-feed="all"></div>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const stopSecond = startEmbeds(document, { origin: ORIGIN, newId });
    stopSecond();
    expect(frames()).toHaveLength(1);
  });

  it('gives an open-graph embed the page as its subject unless it names one', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    place('<div data-commons-feed="open-graph"></div>');
    place(
      '<div data-commons-feed="open-graph" data-og-url="https://intranet.example/a" data-og-title="A"></div>',
    );
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const [page, named] = frames().map((frame) => readEmbedFrameUrl(new URL(frame.src).search));
    expect(page?.ogUrl).toBe(window.location.href.split('#')[0]);
    expect(named).toMatchObject({ ogUrl: 'https://intranet.example/a', ogTitle: 'A' });
    expect(
      englishFrameTitle({
        feed: 'open-graph',
        header: true,
        footer: true,
        hideNetworkName: false,
        theme: 'auto',
        frameId: 'x',
      }),
    ).toBe('Commons: the conversation about this page');
  });

  it('resizes a frame only on its own window’s message from the Commons origin', () => {
    place(
      '<div data-commons-feed="group" data-feed-id="1"></div><div data-commons-feed="group" data-feed-id="2"></div>',
    );
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const [first, second] = frames();
    if (!first?.contentWindow || !second?.contentWindow) throw new Error('two frames expected');

    post(resizeMessage('frame-1', 640), ORIGIN, first.contentWindow);
    expect(first.style.height).toBe('640px');
    expect(second.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);

    // Another origin, another window, another frame's id, or a height that is not a number: all ignored.
    post(resizeMessage('frame-1', 900), 'https://evil.example', first.contentWindow);
    post(resizeMessage('frame-1', 900), ORIGIN, window);
    post(resizeMessage('frame-1', 900), ORIGIN, null);
    post(resizeMessage('frame-2', 900), ORIGIN, first.contentWindow);
    post(resizeMessage('frame-1', 900), ORIGIN, second.contentWindow);
    post({ type: 'commons:resize', id: 'frame-1', height: '900' }, ORIGIN, first.contentWindow);
    expect(first.style.height).toBe('640px');
    expect(second.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);

    post(resizeMessage('frame-2', 10_000_000), ORIGIN, second.contentWindow);
    expect(second.style.height).toBe('20000px');
    expect(first.style.height).toBe('640px');
  });

  it('retitles a frame in the words its own window sends from the Commons origin, as plain text', () => {
    place('<div data-commons-feed="group" data-feed-id="1"></div><div data-commons-feed="all"></div>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const [first, second] = frames();
    if (!first?.contentWindow || !second?.contentWindow) throw new Error('two frames expected');

    post(titleMessage('frame-1', 'Commons: Unterhaltungen der Gruppe 1'), ORIGIN, first.contentWindow);
    expect(first.title).toBe('Commons: Unterhaltungen der Gruppe 1');
    expect(second.title).toBe('Commons: all conversations');

    // Another origin, another window, another frame's id, no text, a blank or an overlong title: all ignored.
    post(titleMessage('frame-1', 'Forged'), 'https://evil.example', first.contentWindow);
    post(titleMessage('frame-1', 'Forged'), ORIGIN, window);
    post(titleMessage('frame-1', 'Forged'), ORIGIN, second.contentWindow);
    post(titleMessage('frame-2', 'Forged'), ORIGIN, first.contentWindow);
    post({ type: 'commons:title', id: 'frame-1', title: 42 }, ORIGIN, first.contentWindow);
    post(titleMessage('frame-1', ' \n '), ORIGIN, first.contentWindow);
    post(titleMessage('frame-1', 'x'.repeat(MAX_FRAME_TITLE_LENGTH + 1)), ORIGIN, first.contentWindow);
    expect(first.title).toBe('Commons: Unterhaltungen der Gruppe 1');
    expect(second.title).toBe('Commons: all conversations');

    // Markup stays text, and a line break becomes a space.
    post(titleMessage('frame-2', '<b>Commons</b>:\nالمحادثات'), ORIGIN, second.contentWindow);
    expect(second.title).toBe('<b>Commons</b>: المحادثات');
    expect(second.children).toHaveLength(0);
    expect(first.title).toBe('Commons: Unterhaltungen der Gruppe 1');
  });

  it('stops listening when stopped', () => {
    place('<div data-commons-feed="all"></div>');
    stop = startEmbeds(document, { origin: ORIGIN, newId });
    const frame = frames()[0];
    stop();
    post(resizeMessage('frame-1', 700), ORIGIN, frame?.contentWindow ?? null);
    expect(frame?.style.height).toBe(`${MIN_FRAME_HEIGHT}px`);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n-runtime';
import { activateLocale } from '../i18n/language-runtime';
import { EMBED_FEED_TYPES, englishFrameTitle, type EmbedOptions } from '../lib/embed-protocol';
import { frameTitleText, reportTitle } from './frame-title';

function options(feed: EmbedOptions['feed'], feedId?: string): EmbedOptions {
  const base = {
    feed,
    header: true,
    footer: true,
    hideNetworkName: false,
    theme: 'auto',
    frameId: 'f1',
  } as const;
  return feedId === undefined ? base : { ...base, feedId };
}

function frameWindow() {
  const parent = { postMessage: vi.fn() };
  return { parent, win: { parent } as unknown as Window };
}

afterEach(async () => {
  await activateLocale('en');
});

describe('the frame’s title for the embedding page', () => {
  it('says in English exactly what the loader titles the frame with first', async () => {
    await activateLocale('en');
    for (const feed of EMBED_FEED_TYPES)
      for (const id of [undefined, '42']) {
        const asked = options(feed, id);
        expect(i18n._(frameTitleText(asked))).toBe(englishFrameTitle(asked));
      }
  });

  it('sends it in the reader’s language, and again only when the language changes', async () => {
    await activateLocale('de');
    const { parent, win } = frameWindow();
    const stop = reportTitle(options('group', '123'), i18n, win);
    await activateLocale('ar');
    stop();
    await activateLocale('fr');
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'commons:title', id: 'f1', title: 'Commons: Unterhaltungen der Gruppe 123' }, '*'],
      [{ type: 'commons:title', id: 'f1', title: 'Commons: محادثات المجموعة 123' }, '*'],
    ]);
  });

  it('sends nothing outside a frame', () => {
    const win = {} as Window;
    (win as { parent: Window }).parent = win;
    expect(() => reportTitle(options('all'), i18n, win)).not.toThrow();
  });
});

/**
 * Turns every `[data-commons-feed]` element of a page (those already there and those added later) into an
 * iframe of the Commons frame (`/embed/?…`), loaded only when it comes near the viewport, and sizes each
 * frame from the height its own frame reports, and titles it in the reader's language once the frame says
 * its title. Nothing of the frame reaches the page but that height and that title.
 */
import {
  acceptedHeight,
  acceptedTitle,
  englishFrameTitle,
  EMBED_ATTRIBUTE,
  embedFrameUrl,
  HOST_LANG_PARAM,
  MIN_FRAME_HEIGHT,
  readEmbedAttributes,
  type EmbedOptions,
} from '../lib/embed-protocol';
import { canonicalUrl, randomFrameId } from './page-facts';

/** Set on an element once it holds its frame, so a second scan (or a second copy of the loader) skips it. */
export const LOADED_ATTRIBUTE = 'data-commons-loaded';
/** How far outside the viewport a frame starts loading: it is ready by the time the reader scrolls to it. */
export const NEAR_VIEW_MARGIN = '400px 0px';
/** Borderless, as wide as its element, and as tall as the sign-in prompt until the frame says its height. */
const FRAME_STYLE = `display:block;width:100%;max-width:100%;border:0;height:${String(MIN_FRAME_HEIGHT)}px`;

interface Frame {
  iframe: HTMLIFrameElement;
  id: string;
}

/** The frame's address, with the host page's language when it declares one: the frame speaks it. */
export function frameUrl(origin: string, options: EmbedOptions, hostLang: string): string {
  const url = embedFrameUrl(origin, options);
  const lang = hostLang.trim();
  return lang === '' ? url : `${url}&${new URLSearchParams({ [HOST_LANG_PARAM]: lang }).toString()}`;
}

export interface EmbedsOptions {
  /** The Commons origin: frames are made on it and only its messages are read. */
  origin: string;
  newId?: () => string;
}

/** Starts embedding on this document; returns a stop function (the tests use it). */
export function startEmbeds(doc: Document, { origin, newId = randomFrameId }: EmbedsOptions): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const frames: Frame[] = [];
  const Observer = win.IntersectionObserver as typeof IntersectionObserver | undefined;
  const nearView = Observer
    ? new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            nearView?.unobserve(entry.target);
            load(entry.target as HTMLIFrameElement);
          }
        },
        { rootMargin: NEAR_VIEW_MARGIN },
      )
    : null;

  function load(iframe: HTMLIFrameElement): void {
    const src = iframe.getAttribute('data-src');
    if (!src) return;
    iframe.removeAttribute('data-src');
    iframe.src = src;
  }

  function embed(element: Element): void {
    const id = newId();
    const options = readEmbedAttributes(
      (name) => element.getAttribute(`data-${name}`),
      id,
      canonicalUrl(doc),
    );
    if (!options) return;
    element.setAttribute(LOADED_ATTRIBUTE, '');
    const iframe = doc.createElement('iframe');
    iframe.title = englishFrameTitle(options);
    iframe.setAttribute('loading', 'lazy');
    iframe.style.cssText = FRAME_STYLE;
    iframe.setAttribute('data-src', frameUrl(origin, options, doc.documentElement.lang));
    element.append(iframe);
    frames.push({ iframe, id });
    if (nearView) nearView.observe(iframe);
    else load(iframe);
  }

  function scan(): void {
    for (const element of doc.querySelectorAll(`[${EMBED_ATTRIBUTE}]:not([${LOADED_ATTRIBUTE}])`))
      embed(element);
  }

  function onMessage(event: MessageEvent): void {
    if (event.origin !== origin || !event.source) return;
    const frame = frames.find(({ iframe }) => iframe.contentWindow === event.source);
    if (!frame) return;
    const height = acceptedHeight(event.data, frame.id);
    if (height !== null) frame.iframe.style.height = `${height}px`;
    const title = acceptedTitle(event.data, frame.id);
    if (title !== null) frame.iframe.title = title;
  }

  win.addEventListener('message', onMessage);
  const added = new win.MutationObserver(scan);
  added.observe(doc.documentElement, { childList: true, subtree: true });
  scan();
  return () => {
    win.removeEventListener('message', onMessage);
    added.disconnect();
    nearView?.disconnect();
  };
}

/**
 * What the loader learns from the embedding page itself: the Commons origin (where its own script came
 * from), the page's canonical URL (the open-graph feed's default subject) and a fresh frame id.
 */

/** The origin `/embed.js` was loaded from; null when the script cannot be found (then nothing is embedded). */
export function commonsOrigin(script: Element | null, baseUrl: string): string | null {
  const src = script?.getAttribute('src');
  if (!src) return null;
  try {
    const { origin, protocol } = new URL(src, baseUrl);
    return protocol === 'https:' || protocol === 'http:' ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The script element that is running: `document.currentScript` while a classic script first runs (async
 * included); else the last script whose address ends in `/embed.js` (a page that injects it oddly).
 */
export function loaderScript(doc: Document): Element | null {
  const scripts = doc.querySelectorAll('script[src]');
  let found: Element | null = null;
  for (const script of scripts) {
    if (/\/embed\.js([?#]|$)/.test(script.getAttribute('src') ?? '')) found = script;
  }
  return doc.currentScript ?? found;
}

/** `link[rel=canonical]`'s absolute address, else the page's own address without its fragment. */
export function canonicalUrl(doc: Document): string {
  const link = doc.querySelector<HTMLLinkElement>('link[rel~="canonical"][href]');
  if (link?.href) return link.href;
  const url = new URL(doc.URL);
  url.hash = '';
  return url.href;
}

/**
 * 16 random hex digits. crypto.getRandomValues, unlike crypto.randomUUID, works on plain-http intranet pages
 * (not a secure context). The id only tells apart the frames of one page; the message's source is the check.
 */
export function randomFrameId(random: Crypto = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(8));
  let id = '';
  for (const byte of bytes) id += byte.toString(16).padStart(2, '0');
  return id;
}

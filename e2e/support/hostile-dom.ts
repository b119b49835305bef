import type { Frame, Page } from '@playwright/test';

/* What the hostile service's journeys look for in the page: handlers, script URLs, live scripts. */

/** What a page must never hold: an `on…` attribute, a script URL in a link or a source, a live script. */
export interface DomFinding {
  frame: string;
  element: string;
  attribute: string;
  value: string;
}

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background'];

/** Every element of every frame of the page, checked for handlers, script URLs and embedded documents. */
export async function findHostileDom(page: Page): Promise<DomFinding[]> {
  const inFrame = async (frame: Frame) =>
    frame
      .evaluate((urlAttributes) => {
        const found: { element: string; attribute: string; value: string }[] = [];
        const scheme = (value: string) =>
          // What the URL parser ignores: leading controls and spaces, tabs and newlines anywhere.
          value.replace(/[^\x21-\uffff]/g, '').toLowerCase();
        for (const el of document.querySelectorAll('*')) {
          const tag = el.tagName.toLowerCase();
          for (const attr of el.attributes) {
            const name = attr.name.toLowerCase();
            if (name.startsWith('on')) found.push({ element: tag, attribute: name, value: attr.value });
            else if (name === 'srcdoc') found.push({ element: tag, attribute: name, value: attr.value });
            else if (urlAttributes.includes(name)) {
              const url = scheme(attr.value);
              if (/^(javascript:|vbscript:|data:text\/html)/.test(url))
                found.push({ element: tag, attribute: name, value: attr.value });
            }
          }
          // The app's own scripts are in the head and under /assets; anything else came from the service.
          if (
            (tag === 'script' && !(el.getAttribute('src') ?? '').startsWith('/assets/')) ||
            ['iframe', 'frame', 'object', 'embed', 'base'].includes(tag)
          )
            found.push({ element: tag, attribute: '', value: el.outerHTML.slice(0, 200) });
        }
        return found;
      }, URL_ATTRIBUTES)
      .then((found) => found.map((f) => ({ frame: frame.url(), ...f })))
      .catch(() => [] as DomFinding[]);
  return (await Promise.all(page.frames().map(inFrame))).flat();
}

/**
 * Runs in every frame before the page's scripts: what the vectors call (`__xss(id)`, alert, confirm, prompt,
 * print) is recorded through the `__commonsXssRan` binding instead of running.
 */
export function recordXssCalls(): void {
  const record = (what: string) =>
    (window as unknown as { __commonsXssRan?: (what: string) => void }).__commonsXssRan?.(what);
  const calls: Record<string, (...args: unknown[]) => void> = {
    __xss: (id) => record(`__xss(${String(id)})`),
    alert: (what) => record(`alert(${String(what)})`),
    confirm: (what) => record(`confirm(${String(what)})`),
    prompt: (what) => record(`prompt(${String(what)})`),
    print: () => record('print()'),
  };
  for (const [name, fn] of Object.entries(calls))
    Object.defineProperty(window, name, { value: fn, writable: false, configurable: false });
}

/**
 * The built page names its stylesheet only as a preload (vite.config.ts), and the entry applies it here right
 * after the first feed request has left: arriving with the entry, a stylesheet in the page was parsed, and
 * the page laid out and painted once, before the entry could run (npm run bench:trace). Resolves once every
 * stylesheet has loaded (or failed: an unstyled page beats none); nothing is drawn before that
 * (boot/first-screen.ts). Without such a preload (the dev server injects its styles from script) it resolves
 * at once.
 */
export function applyPreloadedStylesheets(): Promise<void> {
  const preloads = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  // The entry runs as soon as it arrives; the parser may, in theory, not have reached the head's links yet.
  if (preloads.length === 0 && document.readyState === 'loading') {
    return new Promise((resolve) => {
      document.addEventListener('DOMContentLoaded', () => void applyPreloadedStylesheets().then(resolve), {
        once: true,
      });
    });
  }
  return Promise.all([...preloads].map(applyStylesheet)).then(() => undefined);
}

function applyStylesheet(preload: HTMLLinkElement): Promise<void> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = preload.crossOrigin;
  link.href = preload.href;
  const loaded = new Promise<void>((resolve) => {
    const done = () => {
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
  preload.after(link);
  return loaded;
}

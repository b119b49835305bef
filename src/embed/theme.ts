import type { EmbedTheme } from '../lib/embed-protocol';

/**
 * The frame's theme on <html data-theme>, which embed.css's `dark:` variant follows: light or dark as the
 * page's author asked, or (auto) the system's scheme, followed while the frame lives.
 */
export function applyTheme(theme: EmbedTheme, win: Window = window): void {
  const root = win.document.documentElement;
  if (theme !== 'auto') {
    root.dataset.theme = theme;
    return;
  }
  const query = win.matchMedia('(prefers-color-scheme: dark)');
  const follow = () => {
    root.dataset.theme = query.matches ? 'dark' : 'light';
  };
  follow();
  query.addEventListener('change', follow);
}

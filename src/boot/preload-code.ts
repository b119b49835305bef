import { BOOT_CODE_META, UI_CODE_META } from '../config/code-meta';

function linkTo(meta: string, rel: 'modulepreload' | 'prefetch'): void {
  const files = document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content') ?? '';
  for (const href of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Starts downloading the boot and the UI (the files the build names in index.html, see vite.config.ts)
 * without running them: called once the early paint is on screen (or found nothing to draw), so that they
 * never compete with the first chunk or the feed. Without the meta tags (the dev server) it does nothing,
 * and the code loads when imported.
 */
export function preloadBootCode(): void {
  linkTo(BOOT_CODE_META, 'modulepreload');
}

export function preloadUiCode(): void {
  linkTo(UI_CODE_META, 'prefetch');
}

/**
 * The meta tags in which the build names the code files that come after the first chunk (vite.config.ts
 * writes them, boot/preload-code.ts reads them).
 */
export const BOOT_CODE_META = 'commons:boot-code';
export const UI_CODE_META = 'commons:ui-code';

/*
 * The loading state's classes, in a module without React: the first chunk draws the same loading state
 * before React has loaded (boot/early-paint/early-page.ts), and the two must not drift apart.
 */

export const SPINNER =
  'inline-block size-5 animate-spin rounded-full border-2 border-slate-300 border-t-blue-700 motion-reduce:animate-none dark:border-slate-600 dark:border-t-blue-300';

export const LOADING_STATE = 'flex items-center justify-center gap-3 p-8 text-slate-600 dark:text-slate-300';

import { FOCUS_RING } from '../../components/button-classes';

/**
 * The search box's classes, shared by the React box and the early paint's copy of the sidebar
 * (boot/early-paint/early-shell.ts), which draws it before React has loaded.
 */
export const SEARCH_FORM = 'relative';
export const SEARCH_ICON =
  'pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400';
export const SEARCH_FIELD = `min-h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 text-base placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:placeholder:text-slate-400 ${FOCUS_RING}`;
/** The sidebar's box: fixed ids, so the early paint draws the very same element. */
export const SIDEBAR_SEARCH_ID = 'sidebar-search';
export const searchListId = (id: string) => `${id}-list`;

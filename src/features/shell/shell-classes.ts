/**
 * The signed-in frame's classes, shared by the React shell and the early paint (app/early-paint), which
 * draws the same frame before React has loaded: both lay out alike, so the hand-over moves nothing.
 */
export const FRAME = 'min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100';
export const HEADER = 'border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900';
export const HEADER_ROW = 'mx-auto flex max-w-3xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3';
export const HOME_LINK =
  'rounded text-lg font-semibold focus-visible:outline-2 focus-visible:outline-blue-600';
export const NETWORK_NAME = 'truncate text-sm text-slate-600 dark:text-slate-300';
/**
 * On a narrow screen the reader's name and the buttons take a line of their own whether or not the name is
 * known yet, and the buttons never wrap (the name is truncated instead), so that its arrival (after the
 * early paint, see app/early-paint) never pushes the page down.
 */
export const HEADER_END =
  'ms-auto flex w-full min-w-0 items-center justify-end gap-3 sm:w-auto [&>button]:shrink-0 [&>button]:whitespace-nowrap';
export const ME = 'flex min-w-0 items-center gap-2 text-sm';
export const ME_AVATAR_SIZE = 28;
export const NAV = 'mx-auto max-w-3xl';
export const NAV_LIST = 'flex gap-1 overflow-x-auto px-2 py-1 [scrollbar-width:thin]';
export const NAV_LINK =
  'block shrink-0 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-200 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 aria-[current=page]:bg-blue-700 aria-[current=page]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-blue-400 dark:aria-[current=page]:text-slate-950';
export const STATUS = 'min-h-5 px-4 text-center text-xs text-slate-600 dark:text-slate-300';
export const MAIN = 'mx-auto max-w-3xl focus:outline-none';

/**
 * A feed page's heading block, shared by the React feed and the early paint (boot/early-paint), which draws
 * the first page before React has loaded.
 */
export const FEED_HEADER = 'flex flex-wrap items-center justify-between gap-2 px-4 pt-3 pb-2 sm:gap-3';
export const FEED_TITLE = 'text-lg font-semibold break-words sm:text-xl';
export const FEED_SUBTITLE = 'text-sm text-slate-600 dark:text-slate-300';
export const FRESHNESS = 'min-h-5 text-xs text-slate-600 dark:text-slate-300';
export const TOGGLE = 'flex shrink-0 items-center gap-2 text-sm';
export const TOGGLE_HINT = 'hidden text-slate-600 sm:inline dark:text-slate-300';
export const TOGGLE_GROUP =
  'inline-flex overflow-hidden rounded-md border border-slate-300 dark:border-slate-600';
/** 44 px tall on a phone; the focus ring sits inside, in white on the filled (chosen) option. */
export const TOGGLE_OPTION =
  'inline-flex min-h-11 cursor-pointer items-center px-2.5 sm:px-3 has-checked:bg-blue-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:-outline-offset-4 has-focus-visible:outline-blue-600 sm:min-h-9 dark:has-checked:bg-blue-400 dark:has-checked:text-slate-950 has-checked:has-focus-visible:outline-white dark:has-checked:has-focus-visible:outline-slate-950';

/** The offer to jump back to where the reader left off, and the divider at that place in the list. */
export const RESUME = 'flex flex-wrap items-center justify-center gap-3 px-4 pb-2';
export const RESUME_STATUS = 'text-sm text-slate-600 dark:text-slate-300';
export const DIVIDER =
  'flex items-center gap-3 px-4 py-2 text-xs font-semibold text-blue-800 dark:text-blue-300';
export const DIVIDER_RULE = 'h-px flex-1 bg-blue-700 dark:bg-blue-400';
export const NEW_MESSAGES_BAR = 'sticky top-2 z-10 flex justify-center empty:hidden';
export const NEW_MESSAGES_BUTTON =
  'my-2 rounded-full bg-blue-700 px-4 py-2 text-sm font-medium text-white shadow-md hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-400 dark:text-slate-950';
export const FEED_FOOTER = 'flex flex-col items-center gap-2 p-4';
export const FEED_END = 'text-sm text-slate-600 dark:text-slate-300';

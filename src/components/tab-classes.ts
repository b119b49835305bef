import { FOCUS_RING } from './button-classes';

/** Tabs that are links (the tab is in the address): every row of tabs in the app looks the same. */
export const TAB = `inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-medium whitespace-nowrap sm:min-h-10 ${FOCUS_RING} focus-visible:-outline-offset-2`;
export const TAB_ON = 'border-blue-700 text-slate-900 dark:border-blue-400 dark:text-slate-100';
export const TAB_OFF =
  'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-slate-100';
/** A count beside a tab's name. */
export const TAB_COUNT =
  'rounded-full bg-slate-100 px-1.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-200';

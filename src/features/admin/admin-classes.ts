import { FOCUS_RING } from '../../components/button-classes';

/** The admin console's classes: 44 px targets on phones, dark mode. */
export const SECTION = 'border-t border-slate-200 px-4 py-5 dark:border-slate-800';
export const SECTION_HEADING = 'text-lg font-semibold';
export const NOTE = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
export const TOUCH = 'max-sm:min-h-11';
export const LINK = `inline-flex min-h-6 items-center rounded font-medium text-blue-800 underline underline-offset-2 dark:text-blue-300 ${FOCUS_RING}`;
export const REFUSAL =
  'mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100';
export const DONE =
  'mt-2 rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100';
export const CARD = 'flex flex-col gap-3 rounded-lg border border-slate-300 p-4 dark:border-slate-700';
export const STATE_BADGE =
  'inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50';

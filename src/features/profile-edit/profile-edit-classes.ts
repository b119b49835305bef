import { FOCUS_RING } from '../../components/button-classes';

/** The profile form's classes: 44 px controls on phones, 16 px text there (no zoom on focus), dark mode. */
export const INPUT = `mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 sm:min-h-10 sm:text-sm dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 dark:aria-invalid:border-red-400 dark:aria-invalid:ring-red-400 ${FOCUS_RING}`;
export const LABEL = 'block text-sm font-medium text-slate-900 dark:text-slate-100';
export const HINT = 'mt-1 text-sm text-slate-600 dark:text-slate-300';
export const FIELD_ERROR = 'mt-1 text-sm font-medium text-red-800 dark:text-red-300';
export const SECTION = 'border-t border-slate-200 px-4 py-5 dark:border-slate-800';
export const SECTION_HEADING = 'text-lg font-semibold';
export const SUBHEADING = 'text-base font-semibold';
export const GRID = 'mt-3 grid gap-4 sm:grid-cols-2';
/** A field that takes the whole row of the grid (long text). */
export const WIDE = 'sm:col-span-2';
export const ROW = 'rounded-lg border border-slate-300 p-4 dark:border-slate-700';
export const LEGEND = 'px-1 text-sm font-semibold';
/** Buttons are 40 px from 640 px up and 44 px on phones, where a finger presses them. */
export const TOUCH = 'max-sm:min-h-11';
export const LINK = `inline-flex min-h-11 items-center rounded text-sm font-medium text-blue-800 underline-offset-2 hover:underline sm:min-h-10 dark:text-blue-300 ${FOCUS_RING}`;
export const NOTE =
  'mx-4 mb-4 rounded-md border border-blue-200 bg-blue-50 p-3 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100';
export const FORM_ERROR =
  'rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 empty:border-0 empty:p-0 dark:border-red-800 dark:bg-red-950 dark:text-red-100';
export const FORM_NOTE = 'text-sm text-slate-700 dark:text-slate-200';

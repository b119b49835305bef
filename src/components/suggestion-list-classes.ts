/**
 * The listbox under its field. No React here: the early paint draws the shell's search box with it too, and
 * the first chunk must not pull in React for a class name.
 */
export const LISTBOX =
  'absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg dark:border-slate-600 dark:bg-slate-900';

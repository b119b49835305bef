/** A list of rows (people, groups), ruled between and around: every list of the kind looks the same. */
export const ROW_LIST =
  'divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800';

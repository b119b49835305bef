/** A list of rows, ruled between and around (as the People directory draws its rows). */
export const ROW_LIST =
  'divide-y divide-slate-200 border-y border-slate-200 dark:divide-slate-800 dark:border-slate-800';

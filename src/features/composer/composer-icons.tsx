/** The composer's icons' size (components/icon.tsx draws them): decorative, the buttons carry the names. */
export const COMPOSER_ICON = 'size-5 shrink-0';

/** The compact square of an icon button: 44 px on phones, 40 px from `sm` up. */
export const ICON_BUTTON =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60 aria-expanded:bg-blue-50 aria-expanded:text-blue-800 sm:size-10 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:outline-blue-300 dark:aria-expanded:bg-blue-950 dark:aria-expanded:text-blue-200';

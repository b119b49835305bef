/** The frame's box: from 280 px wide to any width (the intranet page sizes it), never wider than the frame. */
export const FRAME = 'flex w-full min-w-0 flex-col text-sm';
/** A link or button of the frame's header and footer: 44 px tall for a finger. */
export const CHROME_LINK =
  'inline-flex min-h-11 items-center rounded-md px-2 font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:focus-visible:outline-blue-300';

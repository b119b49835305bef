/**
 * The classes of a message as every list draws it. Shared by the React components and the app's early
 * paint (boot/early-paint), which draws the first feed page before React has loaded: both must lay out to
 * the same pixel, so that the hand-over moves nothing.
 */
export const MUTED = 'text-slate-600 dark:text-slate-300';
/**
 * The one focus style of a message's controls: an outline outside the control, in a blue that contrasts with
 * the page and with any fill (a liked heart, a pressed button), so it shows on filled controls too.
 */
export const FOCUS =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-300';
export const LINK = `rounded underline-offset-2 hover:underline ${FOCUS}`;
export const ACCENT_LINK = `font-medium text-blue-800 dark:text-blue-300 ${LINK}`;
/** A link in a line of its own (sender, group, time, "in reply to"): at least 24 px tall to hit. */
export const LINE_LINK = `inline-block leading-6 ${LINK}`;
export const ACCENT_LINE_LINK = `inline-block leading-6 ${ACCENT_LINK}`;
export const GROUP_LINK = `min-w-0 truncate font-medium ${MUTED} ${LINE_LINK}`;
export const TIME_LINK = `shrink-0 ${MUTED} ${LINE_LINK}`;
/** The avatar of a message: smaller under its conversation's starter in a threaded feed. */
export const AVATAR_SIZE = 40;
export const REPLY_AVATAR_SIZE = 32;

/**
 * A message. In a feed the whole card opens its conversation (a pointer cursor says so); its bottom padding is
 * small because the actions row's buttons carry their own room.
 */
export const ARTICLE =
  'flex scroll-mt-16 gap-3 border-b border-slate-200 px-4 pt-3 pb-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:focus-visible:outline-blue-300';
export const ARTICLE_OPENS = 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-900/60';
export const CONTENT = 'min-w-0 flex-1';
/**
 * Sender · in Group · time, on one line at every width: the group's name gives way (with an ellipsis) first,
 * the sender's only past half the line; the time stays whole.
 */
export const META = 'flex min-w-0 items-baseline gap-x-1.5 text-sm leading-6 whitespace-nowrap';
export const META_DOT = 'shrink-0 text-slate-500 dark:text-slate-400';
export const META_IN = `shrink-0 ${MUTED}`;
export const SENDER = 'max-w-[50%] shrink-0 truncate font-semibold text-slate-900 dark:text-slate-50';
export const REPLY_TO = `text-sm ${MUTED}`;
export const LIKED_BY = `mt-1 text-sm ${MUTED}`;

/** The row of a message's actions: drawn with the card (counts included), its handlers arrive with their code. */
export const ACTIONS = 'mt-0.5';
export const ACTION_ROW = '-ms-2.5 flex flex-wrap items-center gap-1';
const ACTION_BASE = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 sm:min-h-9 sm:min-w-9 dark:hover:bg-slate-800 ${FOCUS}`;
export const ACTION = `${ACTION_BASE} text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white`;
/** A liked message's Like: the heart filled, in a red that reads on the page in both schemes. */
export const ACTION_LIKED = `${ACTION_BASE} text-rose-700 dark:text-rose-300`;
export const ACTION_ICON = 'size-5 shrink-0';
export const ACTION_COUNT = 'tabular-nums';
export const ACTION_NOTE = 'text-sm text-slate-600 dark:text-slate-300';
export const ACTION_PROBLEM = 'text-sm text-red-800 dark:text-red-300';
/** A message still being sent: the line its actions row will take. */
export const ACTIONS_SENDING = `flex min-h-11 items-center text-sm font-medium sm:min-h-9 ${MUTED}`;

export const BODY_TEXT = 'break-words whitespace-pre-line text-slate-900 dark:text-slate-100';
/**
 * A link in running text gets 4 px of padding above and below: its target is at least 24 px tall (WCAG 2.5.8) while
 * the lines of text stay where they are (an inline box's padding does not move its line).
 */
export const INLINE_TARGET = 'py-1';
export const BODY_RICH = `${BODY_TEXT} [&_a]:py-1 [&_a]:text-blue-800 [&_a]:underline dark:[&_a]:text-blue-300`;
export const BODY_LINK = `${INLINE_TARGET} font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300`;

export const TOPICS = 'mt-1.5 flex flex-wrap gap-2';
/** 32 px to the eye; its target reaches 44 px (an invisible extension above and below, no room taken). */
export const TOPIC_CHIP = `relative inline-flex min-h-8 items-center after:absolute after:inset-x-0 after:-inset-y-1.5 rounded-full bg-slate-100 px-3 text-sm font-medium text-slate-800 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700 ${FOCUS}`;

export const AVATAR_IMAGE = 'shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700';
export const AVATAR_INITIALS =
  'inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100';

/** A conversation in a threaded feed: the starter, its newest replies indented, a link to the rest. */
export const THREAD =
  'border-b border-slate-200 pb-1 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 dark:focus-visible:outline-blue-300 [&_article]:border-b-0';
export const THREAD_REPLIES = 'ms-6 border-s-2 border-slate-200 ps-1 sm:ms-10 sm:ps-2 dark:border-slate-700';
export const THREAD_MORE = 'ms-10 px-4 pb-1 text-sm sm:ms-14';
export const THREAD_MORE_LINK = ACCENT_LINE_LINK;

export const ATTACHMENTS = 'mt-1.5 flex flex-col gap-2';
/**
 * One image: as wide as the column allows and its own shape. With its size known, the box is reserved before
 * it loads (the card's style sets width and aspect ratio); without, a box of fixed height shows it whole.
 */
export const IMAGE_ONE = 'max-w-full';
/** Several images: a compact grid of square crops; the lightbox shows each whole. */
export const IMAGE_GRID = 'grid max-w-md gap-1';
export const IMAGE_GRID_2 = `${IMAGE_GRID} grid-cols-2`;
export const IMAGE_GRID_3 = `${IMAGE_GRID} grid-cols-3`;
export const IMAGE_BUTTON = `block max-w-full overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700 ${FOCUS}`;
export const IMAGE_SIZED = 'block h-auto max-w-full bg-slate-100 object-contain dark:bg-slate-800';
export const IMAGE_UNSIZED =
  'block h-56 w-[32rem] max-w-full bg-slate-100 object-contain sm:h-64 dark:bg-slate-800';
export const IMAGE_CELL = 'block aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800';
export const FILES = 'flex flex-col gap-1 text-sm';
export const FILE =
  'flex flex-wrap items-baseline gap-x-2 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700';
export const FILE_NAME = 'min-w-0 font-medium break-all';
export const FILE_SIZE = 'text-slate-600 dark:text-slate-300';
export const FILE_LINK = `ms-auto inline-block leading-6 text-blue-800 dark:text-blue-300 ${LINK}`;
export const CARD = 'flex gap-3 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700';
export const CARD_LINK = `${CARD} hover:bg-slate-50 dark:hover:bg-slate-900 ${FOCUS}`;
export const CARD_IMAGE = 'h-20 w-20 shrink-0 rounded bg-slate-100 object-cover dark:bg-slate-800';
export const CARD_TEXT = 'flex min-w-0 flex-col gap-0.5';
export const CARD_TITLE = 'font-medium break-words text-blue-800 dark:text-blue-300';
export const CARD_DESCRIPTION = 'line-clamp-2 text-slate-700 dark:text-slate-200';
export const CARD_HOST = 'text-xs text-slate-600 dark:text-slate-300';

/**
 * The room a composer takes at rest, collapsed: its placeholder holds it while the writing code loads (and the
 * early paint draws it), and the composer at rest is exactly that tall, so that its arrival moves nothing.
 * A feed's composer (network, group, topic) is one 56 px line from 640 px (Tailwind's `sm`) up, and nothing
 * in the flow below it, where a floating Compose button (fixed) opens it as a sheet. A conversation's reply box
 * is one 56 px line at every width; a person's page and Private messages have a 56 px row with the button that
 * opens theirs. Any other kind has no composer and no room.
 */
export function composerRoom(kind: string): string {
  switch (kind) {
    case 'network':
    case 'group':
    case 'topic':
      return 'hidden sm:block sm:min-h-14';
    case 'thread':
    case 'direct':
    case 'private':
      return 'min-h-14';
    default:
      return 'hidden';
  }
}
export const COMPOSER_PLACEHOLDER = 'border-b border-slate-200 dark:border-slate-800';

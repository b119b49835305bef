import { FOCUS_RING } from '../../components/button-classes';

/**
 * The signed-in frame's classes, shared by the React shell and the early paint (boot/early-paint), which
 * draws the same frame before React has loaded: both lay out alike, so the hand-over moves nothing.
 *
 * From 1024 px (lg): a sidebar with every place, the content in a middle column. Below: one compact header
 * row, the feeds as a strip under it, and a tab bar fixed at the bottom.
 */
export const FRAME = 'min-h-dvh bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100';
export const COLUMNS = 'mx-auto flex max-w-6xl justify-center';
/** The tab bar covers the bottom of the page on a phone: the column ends above it. */
export const CENTER =
  'min-w-0 flex-1 pb-[calc(4rem+env(safe-area-inset-bottom))] lg:max-w-2xl lg:border-e lg:border-slate-200 lg:pb-0 dark:lg:border-slate-800';
export const MAIN = 'focus:outline-none';

export const SIDEBAR =
  'sticky top-(--view-as-banner) hidden h-[calc(100dvh-var(--view-as-banner))] w-60 shrink-0 flex-col gap-4 overflow-y-auto border-e border-slate-200 px-3 py-4 lg:flex xl:w-64 dark:border-slate-800';
export const BRAND = 'flex min-w-0 flex-col items-start px-3';
export const HOME_LINK = `inline-flex min-h-11 items-center rounded text-xl font-bold tracking-tight ${FOCUS_RING}`;
export const NETWORK_NAME = 'truncate text-sm text-slate-600 dark:text-slate-300';
export const SIDE_SECTION = 'flex flex-col gap-0.5';
export const SIDE_HEADING =
  'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
/** 40 px: the sidebar is for a mouse (from 1024 px); the phone's places are 44 px and more. */
const SIDE_ITEM = `flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-start text-[0.95rem] text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800 ${FOCUS_RING}`;
export const SIDE_LINK = `${SIDE_ITEM} font-medium aria-[current]:font-semibold aria-[current]:text-blue-800 aria-[current=page]:bg-blue-50 dark:aria-[current]:text-blue-200 dark:aria-[current=page]:bg-blue-950`;
export const SIDE_BUTTON = `${SIDE_ITEM} font-medium`;
export const SIDE_GROUP_LINK = `${SIDE_LINK} min-h-9 text-sm`;
export const SIDE_FOOT = 'mt-auto flex flex-col gap-0.5 border-t border-slate-200 pt-3 dark:border-slate-800';
export const ICON = 'size-6 shrink-0';
export const SMALL_ICON = 'size-5 shrink-0';

export const HEADER =
  'flex h-14 items-center gap-3 border-b border-slate-200 bg-white ps-4 pe-1 lg:hidden dark:border-slate-800 dark:bg-slate-950';
export const HEADER_NETWORK = 'min-w-0 flex-1 truncate text-sm text-slate-600 dark:text-slate-300';
/** The phone header's network name when there are several: a menu of them. */
export const NETWORK_BUTTON = `inline-flex min-h-11 max-w-full items-center gap-1.5 rounded-md px-2 -ms-2 text-lg font-semibold ${FOCUS_RING}`;
export const ACCOUNT_BUTTON = `inline-flex size-11 items-center justify-center rounded-full ${FOCUS_RING}`;
export const ME_AVATAR_SIZE = 32;
/** An icon-only link of the phone's header (Search): a finger's size, like the account button. */
export const HEADER_ICON_LINK = `inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${FOCUS_RING}`;

/** The feeds strip (phones) and the inbox's tabs (every width). */
export const STRIP = 'border-b border-slate-200 dark:border-slate-800';
export const STRIP_LIST = 'flex overflow-x-auto px-2 [scrollbar-width:none]';
export const STRIP_LINK = `inline-flex min-h-11 min-w-11 shrink-0 justify-center items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:text-slate-950 aria-[current]:border-blue-700 aria-[current]:text-blue-800 dark:text-slate-200 dark:hover:text-white dark:aria-[current]:border-blue-300 dark:aria-[current]:text-blue-200 ${FOCUS_RING} focus-visible:-outline-offset-2`;

export const TAB_BAR =
  'fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95';
export const TAB_LIST = 'mx-auto flex max-w-2xl';
export const TAB = `relative flex min-h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600 dark:text-slate-300 ${FOCUS_RING} focus-visible:-outline-offset-2`;
/** The current tab: its colour and weight, and a bar along its top edge (not colour alone, WCAG 1.4.1). */
export const TAB_LINK = `${TAB} aria-[current]:font-semibold aria-[current]:text-blue-800 aria-[current]:after:absolute aria-[current]:after:inset-x-4 aria-[current]:after:top-0 aria-[current]:after:h-0.5 aria-[current]:after:rounded-full aria-[current]:after:bg-current dark:aria-[current]:text-blue-300`;

/** A place's unseen count: a red pill at the end of the sidebar's line, on the icon's corner in a tab. */
const PILL = 'inline-flex shrink-0 items-center justify-center rounded-full font-semibold tabular-nums';
const BADGE_PILL = `${PILL} bg-red-700 text-white`;
export const SIDE_BADGE = `${BADGE_PILL} ms-auto h-5 min-w-5 px-1.5 text-xs`;
/** Unseen messages of a network: news rather than an alert, so blue where notifications are red. */
/** Something new elsewhere, where a number would not fit. */
export const NEWS_DOT = 'size-2 shrink-0 rounded-full bg-blue-700 dark:bg-blue-300';
export const COUNT_BADGE = `${PILL} ms-auto h-5 min-w-5 px-1.5 text-xs bg-blue-700 text-white dark:bg-blue-300 dark:text-slate-950`;
export const TAB_BADGE = `${BADGE_PILL} absolute top-1 start-[calc(50%+0.35rem)] h-[1.1rem] min-w-[1.1rem] px-1 text-[0.7rem] leading-none`;

/**
 * The status (offline, rate-limited) floats above the content instead of taking a line of the page: it comes
 * and goes without moving what the reader reads. Left on a phone, clear of the compose button on the right.
 */
export const STATUS =
  'pointer-events-none fixed start-3 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 max-w-[calc(100vw-6rem)] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg empty:opacity-0 lg:start-1/2 lg:bottom-4 lg:max-w-md lg:-translate-x-1/2 dark:bg-slate-100 dark:text-slate-900';

/**
 * The outbox's panel (outbox-status.tsx): over the page's foot like the status, on the other side; on a phone
 * above the compose button and the tab bar.
 */
export const OUTBOX =
  'fixed end-3 bottom-[calc(9rem+env(safe-area-inset-bottom))] z-30 w-[min(22rem,calc(100vw-1.5rem))] rounded-lg border border-slate-300 bg-white text-slate-900 shadow-lg lg:end-4 lg:bottom-4 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

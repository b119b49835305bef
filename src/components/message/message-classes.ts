/**
 * The classes of a message as every list draws it. Shared by the React components and the app's early
 * paint (app/early-paint), which draws the first feed page before React has loaded: both must lay out to
 * the same pixel, so that the hand-over moves nothing.
 */
export const MUTED = 'text-slate-600 dark:text-slate-300';
export const LINK =
  'rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600';
export const ACCENT_LINK = `font-medium text-blue-800 dark:text-blue-300 ${LINK}`;

export const ARTICLE =
  'flex scroll-mt-16 gap-3 border-b border-slate-200 px-4 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800';
export const CONTENT = 'min-w-0 flex-1';
export const META = 'flex flex-wrap items-baseline gap-x-2 text-sm';
export const SENDER = 'font-semibold text-slate-900 dark:text-slate-50';
export const REPLY_TO = `text-xs ${MUTED}`;
export const COUNTS = `mt-2 flex gap-4 text-xs ${MUTED}`;
export const LIKED_BY = `mt-2 text-xs ${MUTED}`;
/** The room a message's actions take, kept while their code loads. */
export const ACTIONS_PLACEHOLDER = 'mt-2 h-8';

export const BODY_TEXT = 'mt-1 break-words whitespace-pre-line text-slate-900 dark:text-slate-100';
export const BODY_RICH = `${BODY_TEXT} [&_a]:text-blue-800 [&_a]:underline dark:[&_a]:text-blue-300`;
export const BODY_LINK = 'font-medium text-blue-800 underline-offset-2 hover:underline dark:text-blue-300';

export const TOPICS = 'mt-2 flex flex-wrap gap-2';
export const TOPIC_CHIP =
  'inline-flex min-h-8 items-center rounded-full bg-slate-100 px-3 text-xs font-medium text-slate-800 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';

export const AVATAR_IMAGE = 'shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700';
export const AVATAR_INITIALS =
  'inline-flex shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700 dark:bg-slate-700 dark:text-slate-100';

/** A conversation in a threaded feed: the starter, its newest replies indented, a link to the rest. */
export const THREAD =
  'border-b border-slate-200 pb-2 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-800 [&_article]:border-b-0';
export const THREAD_REPLIES = 'ms-10 border-s-2 border-slate-200 ps-2 dark:border-slate-700';
export const THREAD_MORE = 'ms-14 px-4 pb-2 text-sm';
export const THREAD_MORE_LINK =
  'rounded font-medium text-blue-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300';

export const ATTACHMENTS = 'mt-2 flex flex-col gap-2';
export const IMAGES = 'flex flex-wrap gap-2';
export const IMAGE_BUTTON =
  'block overflow-hidden rounded-md border border-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700';
export const IMAGE = 'h-24 w-24 bg-slate-100 object-cover sm:h-32 sm:w-32 dark:bg-slate-800';
export const FILES = 'flex flex-col gap-1 text-sm';
export const FILE =
  'flex flex-wrap items-baseline gap-x-2 rounded-md border border-slate-300 px-3 py-2 dark:border-slate-700';
export const FILE_NAME = 'min-w-0 font-medium break-all';
export const FILE_SIZE = 'text-slate-600 dark:text-slate-300';
export const FILE_LINK = 'ml-auto text-blue-800 underline-offset-2 hover:underline dark:text-blue-300';
export const CARD = 'flex gap-3 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700';
export const CARD_LINK = `${CARD} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:hover:bg-slate-900`;
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

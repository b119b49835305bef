/**
 * The embed's one agreement between the loader on the intranet page (`/embed.js`) and the frame it makes
 * (`/embed/?…`): which data attributes the page's author writes, how they travel in the frame's address, and
 * the only two messages the frame sends back (its height, and its title in the reader's language). Pure and
 * dependency-free: the loader bundles it, and its budget is 3 KB gzip.
 */

export const EMBED_FEED_TYPES = ['group', 'topic', 'user', 'my-feed', 'all', 'open-graph'] as const;
export type EmbedFeedType = (typeof EMBED_FEED_TYPES)[number];

export type EmbedTheme = 'light' | 'dark' | 'auto';

/** Everything an element asks of its frame, read from its data attributes. */
export interface EmbedOptions {
  feed: EmbedFeedType;
  /** The group, topic or user id (`data-feed-id`); absent for my-feed, all and open-graph. */
  feedId?: string;
  /** open-graph: the page the conversation is about (`data-og-url`, else the page's canonical URL). */
  ogUrl?: string;
  ogTitle?: string;
  ogImage?: string;
  ogDescription?: string;
  header: boolean;
  footer: boolean;
  /** The composer's placeholder (`data-prompt-text`). */
  promptText?: string;
  /** Where a post from a my-feed (or all) embed goes (`data-default-group-id`). */
  defaultGroupId?: string;
  theme: EmbedTheme;
  hideNetworkName: boolean;
  /** A network permalink (`data-network`): the frame shows that network of the signed-in person. */
  network?: string;
  /** The loader's random id for this frame, echoed in every resize message. */
  frameId: string;
}

/** The data attribute (without `data-`) and the frame address's parameter of each option. */
const TEXT_OPTIONS = {
  feedId: ['feed-id', 'id'],
  ogUrl: ['og-url', 'og_url'],
  ogTitle: ['og-title', 'og_title'],
  ogImage: ['og-image', 'og_image'],
  ogDescription: ['og-description', 'og_description'],
  promptText: ['prompt-text', 'prompt'],
  defaultGroupId: ['default-group-id', 'group'],
  network: ['network', 'network'],
} as const satisfies Partial<Record<keyof EmbedOptions, readonly [string, string]>>;

const FLAG_OPTIONS = {
  header: ['header', 'header', true],
  footer: ['footer', 'footer', true],
  hideNetworkName: ['hide-network-name', 'hide_network_name', false],
} as const satisfies Partial<Record<keyof EmbedOptions, readonly [string, string, boolean]>>;

/** The element attribute that marks an embed and names its feed type. */
export const EMBED_ATTRIBUTE = 'data-commons-feed';
/** The frame's path on the Commons origin (a folder of the static build: `dist/embed/index.html`). */
export const EMBED_PATH = '/embed/';
export const RESIZE_MESSAGE = 'commons:resize';
export const TITLE_MESSAGE = 'commons:title';
/** The frame address's parameter carrying the host page's `<html lang>`, which the frame speaks. */
export const HOST_LANG_PARAM = 'lang';
/** Frame heights the loader accepts: room for the sign-in prompt, and no taller than a very long page. */
export const MIN_FRAME_HEIGHT = 120;
export const MAX_FRAME_HEIGHT = 20_000;
/** A frame title longer than this is refused: a screen reader reads it whole on entering the frame. */
export const MAX_FRAME_TITLE_LENGTH = 200;
/** Attribute values (and so address parameters) are cut at this length: a page cannot make a huge address. */
const MAX_VALUE_LENGTH = 2_000;

export function isEmbedFeedType(value: unknown): value is EmbedFeedType {
  return typeof value === 'string' && (EMBED_FEED_TYPES as readonly string[]).includes(value);
}

function isTheme(value: unknown): value is EmbedTheme {
  return value === 'light' || value === 'dark' || value === 'auto';
}

/** "false", "0", "no" and "off" turn a flag off and "true", "1", "yes", "on" or "" turn it on; else its default. */
function readFlag(value: string | null, fallback: boolean): boolean {
  if (value === null) return fallback;
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  if (['', 'true', '1', 'yes', 'on'].includes(v)) return true;
  return fallback;
}

function readText(value: string | null): string | undefined {
  const v = value?.trim();
  return v ? v.slice(0, MAX_VALUE_LENGTH) : undefined;
}

/**
 * The options an element's attributes ask for; null when it names no known feed type. `read(name)` gives an
 * attribute's value without its `data-` prefix (the loader passes `(n) => el.getAttribute('data-' + n)`);
 * `canonicalUrl` is the embedding page's own URL, the open-graph feed's default subject.
 */
export function readEmbedAttributes(
  read: (name: string) => string | null,
  frameId: string,
  canonicalUrl?: string,
): EmbedOptions | null {
  const feed = read('commons-feed')?.trim();
  if (!isEmbedFeedType(feed)) return null;
  const theme = read('theme')?.trim().toLowerCase();
  const options: EmbedOptions = {
    feed,
    header: readFlag(read(FLAG_OPTIONS.header[0]), FLAG_OPTIONS.header[2]),
    footer: readFlag(read(FLAG_OPTIONS.footer[0]), FLAG_OPTIONS.footer[2]),
    hideNetworkName: readFlag(read(FLAG_OPTIONS.hideNetworkName[0]), FLAG_OPTIONS.hideNetworkName[2]),
    theme: isTheme(theme) ? theme : 'auto',
    frameId,
  };
  for (const [key, [attribute]] of Object.entries(TEXT_OPTIONS)) {
    const value = readText(read(attribute));
    if (value !== undefined) options[key as keyof typeof TEXT_OPTIONS] = value;
  }
  if (feed === 'open-graph' && options.ogUrl === undefined) options.ogUrl = readText(canonicalUrl ?? null);
  return options;
}

/** The frame's address for these options on the Commons origin. */
export function embedFrameUrl(origin: string, options: EmbedOptions): string {
  const params = new URLSearchParams({ feed: options.feed, frame: options.frameId });
  for (const [key, [, param]] of Object.entries(TEXT_OPTIONS)) {
    const value = options[key as keyof typeof TEXT_OPTIONS];
    if (value !== undefined) params.set(param, value);
  }
  for (const [key, [, param, fallback]] of Object.entries(FLAG_OPTIONS)) {
    const value = options[key as keyof typeof FLAG_OPTIONS];
    if (value !== fallback) params.set(param, value ? '1' : '0');
  }
  if (options.theme !== 'auto') params.set('theme', options.theme);
  return `${origin}${EMBED_PATH}?${params.toString()}`;
}

/** The options the frame's own address carries (the inverse of `embedFrameUrl`); null when it names no feed. */
export function readEmbedFrameUrl(search: string): EmbedOptions | null {
  const params = new URLSearchParams(search);
  const feed = params.get('feed');
  if (!isEmbedFeedType(feed)) return null;
  const theme = params.get('theme');
  const options: EmbedOptions = {
    feed,
    header: readFlag(params.get(FLAG_OPTIONS.header[1]), FLAG_OPTIONS.header[2]),
    footer: readFlag(params.get(FLAG_OPTIONS.footer[1]), FLAG_OPTIONS.footer[2]),
    hideNetworkName: readFlag(params.get(FLAG_OPTIONS.hideNetworkName[1]), FLAG_OPTIONS.hideNetworkName[2]),
    theme: isTheme(theme) ? theme : 'auto',
    frameId: readText(params.get('frame'))?.slice(0, 64) ?? '',
  };
  for (const [key, [, param]] of Object.entries(TEXT_OPTIONS)) {
    const value = readText(params.get(param));
    if (value !== undefined) options[key as keyof typeof TEXT_OPTIONS] = value;
  }
  return options;
}

export interface ResizeMessage {
  type: typeof RESIZE_MESSAGE;
  id: string;
  height: number;
}

export function resizeMessage(id: string, height: number): ResizeMessage {
  return { type: RESIZE_MESSAGE, id, height: Math.ceil(height) };
}

/**
 * The height a message from a frame asks for, clamped, or null when the loader must ignore it: not a resize
 * message, a different frame's id, or a height that is not a finite number. The caller has already checked
 * the event's origin (the Commons origin) and source (that iframe's window).
 */
export function acceptedHeight(data: unknown, frameId: string): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<keyof ResizeMessage, unknown>>;
  if (message.type !== RESIZE_MESSAGE || message.id !== frameId) return null;
  const { height } = message;
  if (typeof height !== 'number' || !Number.isFinite(height)) return null;
  return Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(height)));
}

/**
 * The frame's title on the host page until the frame sends its own in the reader's language
 * (src/embed/frame-title.ts, whose English says the same); the feed's own heading names the group or topic
 * inside it. English only, because the loader carries no catalogs.
 */
export function englishFrameTitle(options: EmbedOptions): string {
  /* eslint-disable lingui/no-unlocalized-strings -- the loader has no catalogs; the frame replaces these */
  switch (options.feed) {
    case 'open-graph':
      return 'Commons: the conversation about this page';
    case 'my-feed':
      return 'Commons: my feed';
    case 'all':
      return 'Commons: all conversations';
    default:
      return `Commons: conversations of ${options.feed} ${options.feedId ?? ''}`.trim();
  }
  /* eslint-enable lingui/no-unlocalized-strings */
}

export interface TitleMessage {
  type: typeof TITLE_MESSAGE;
  id: string;
  title: string;
}

export function titleMessage(id: string, title: string): TitleMessage {
  return { type: TITLE_MESSAGE, id, title };
}

/**
 * The iframe title a message from a frame asks for (the frame's words for itself, in the reader's language),
 * or null when the loader must keep the one it has: not a title message, a different frame's id, not a
 * string, blank, or longer than MAX_FRAME_TITLE_LENGTH. Line breaks and other control characters become
 * spaces; the loader sets it as the `title` property, so it is only ever text. The caller has already checked
 * the event's origin and source, as for the height.
 */
export function acceptedTitle(data: unknown, frameId: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Partial<Record<keyof TitleMessage, unknown>>;
  if (message.type !== TITLE_MESSAGE || message.id !== frameId) return null;
  const { title } = message;
  if (typeof title !== 'string' || title.length > MAX_FRAME_TITLE_LENGTH) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  const text = title.replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ').trim();
  return text === '' ? null : text;
}

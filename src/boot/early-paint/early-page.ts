import type { User } from '../../../contract/users';
import { NETWORK_FEED_PATHS } from '../../config/paths';
import { feedFooter } from '../../features/feed/feed-footer-template';
import {
  feedHeading,
  freshnessLine,
  layoutToggle,
  updatedJustNow,
} from '../../features/feed/feed-heading-template';
import { newMessagesBar, newSinceDivider, resumeOffer } from '../../features/feed/feed-marks-template';
import * as shellCss from '../../features/shell/shell-classes';
import type { FeedEntry } from '../../lib/feed-entries';
import type { NetworkFeedName } from '../../lib/feed-source';
import type { ReferenceIndex } from '../../lib/references';
import { COMPOSER_PLACEHOLDER, composerRoom } from '../../components/message/message-classes';
import { feedLoadingLabel, loadingState } from '../../components/loading-template';
import { EARLY_ID_PREFIX } from '../../lib/early-paint';
import { asElement, domKit, h } from './dom';
import { networkComposerKind } from '../../features/composer/composer-place';
import { earlyEntry } from './early-message';
import { earlyShell } from './early-shell';

/** What the page around the feed needs: which feed, and who reads where, when known. */
export interface EarlyFrameProps {
  feed: NetworkFeedName;
  title: string;
  threaded: boolean;
  me: User | undefined;
  /** A verified admin of a paid network: the sidebar's Admin place. */
  admin: boolean;
  networkName: string | undefined;
  unseenNotifications: number | undefined;
}

export interface EarlyPageProps extends EarlyFrameProps {
  entries: readonly FeedEntry[];
  refs: ReferenceIndex;
  hasOlder: boolean;
  /** The newest message the reader had seen in this feed at their last visit (lib/last-seen), if known. */
  since: number | null;
  now: number;
}

/** The feed's heading block as the app draws it before its first check: fresh, in the reader's view. */
function earlyHeading(props: EarlyFrameProps): HTMLElement {
  return asElement(
    feedHeading(domKit, {
      level: 'h1',
      title: props.title,
      freshness: freshnessLine(domKit, updatedJustNow()),
      toggle: layoutToggle(domKit, { name: 'early-view', value: props.threaded ? 'threaded' : 'flat' }),
    }),
  );
}

/**
 * A network feed's first page as the app will draw it: the shell, the heading, the composer's room, the
 * resume offer, the entries and the footer, in the same elements and classes.
 */
export function earlyFeedPage(props: EarlyPageProps): HTMLElement {
  const { entries, refs, threaded, hasOlder, since, now } = props;
  // As features/feed/feed-view.tsx decides them: the offer when something is newer than what was seen.
  const hasNewSince = since !== null && (entries[0]?.newest ?? 0) > since;
  const dividerIndex = hasNewSince ? entries.findIndex((e) => e.newest <= since) : -1;
  const setsize = hasOlder ? -1 : entries.length;
  // Only what the screen can show: every element more is layout and paint before the first frame. The rest
  // of the page arrives with the app, below the fold, where nothing that is seen moves.
  const shown = entries.slice(0, Math.ceil(window.innerHeight / (threaded ? 260 : 140)));
  const complete = shown.length === entries.length;
  const list = h(
    'div',
    { role: 'feed', 'aria-labelledby': 'feed-heading', 'aria-busy': 'false' },
    ...shown.map((entry, i) =>
      h(
        'div',
        { 'data-index': i },
        i === dividerIndex && newSinceDivider(domKit),
        earlyEntry(entry, refs, threaded, i + 1, setsize, now),
      ),
    ),
  );
  return earlyFrame(
    props,
    asElement(newMessagesBar(domKit, 0)),
    hasNewSince && asElement(resumeOffer(domKit, { busy: false, status: null })),
    h('div', null, list),
    h('div', { 'aria-hidden': 'true' }),
    complete && asElement(feedFooter(domKit, { loadOlder: hasOlder, end: !hasOlder })),
  );
}

/**
 * The page while the feed's first page is on its way, as the app shows it then (features/feed/feed-view.tsx,
 * pending): drawn as soon as the request is out, it also has the browser set up its fonts and lay the page
 * out once while the network works, rather than after the feed's arrival (npm run bench).
 */
export function earlyLoadingPage(props: EarlyFrameProps): HTMLElement {
  return earlyFrame(props, asElement(loadingState(domKit, feedLoadingLabel())));
}

/** The shell, the feed's heading and the composer's room around `content`, with the early page's ids. */
function earlyFrame(props: EarlyFrameProps, ...content: (HTMLElement | false)[]): HTMLElement {
  // The composer's room where the page has one (pages/network-feed-page.tsx), as its placeholder holds it.
  const composerKind = networkComposerKind(props.feed);
  const section = h(
    'section',
    { 'aria-labelledby': 'feed-heading' },
    earlyHeading(props),
    composerKind !== null &&
      h('div', { 'aria-hidden': 'true', className: `${COMPOSER_PLACEHOLDER} ${composerRoom(composerKind)}` }),
    ...content,
  );
  // Not focusable like the app's <main> yet: the early page is only to be read, and briefly.
  const main = h('main', { className: shellCss.MAIN, 'aria-busy': 'true' }, section);
  const page = earlyShell(
    {
      pathname: NETWORK_FEED_PATHS[props.feed],
      me: props.me,
      admin: props.admin,
      networkName: props.networkName,
      unseenNotifications: props.unseenNotifications,
    },
    main,
  );
  prefixIds(page);
  return page;
}

/**
 * The app renders the same ids underneath while the early page shows: the early page's own are prefixed,
 * so that every lookup by id finds the app's element (lib/early-paint maps focus back on hand-over).
 */
function prefixIds(page: HTMLElement): void {
  for (const el of page.querySelectorAll('[id]')) el.id = `${EARLY_ID_PREFIX}${el.id}`;
  for (const name of ['aria-labelledby', 'aria-controls']) {
    for (const el of page.querySelectorAll(`[${name}]`)) {
      const ids = el.getAttribute(name)?.split(/\s+/) ?? [];
      el.setAttribute(name, ids.map((id) => `${EARLY_ID_PREFIX}${id}`).join(' '));
    }
  }
}

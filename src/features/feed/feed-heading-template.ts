import { t } from '@lingui/core/macro';
import type { Child, Kit } from '../../components/markup-kit';
import type { FeedViewChoice } from '../../lib/preferences';
import * as css from './feed-classes';

/*
 * The feed's heading block, written once for both builders (components/markup-kit.ts): React's
 * (feed-view.tsx, with its own freshness and choice) and the early paint's (boot/early-paint/early-page.ts).
 */

/** The heading's id: the feed and its section are labelled by it. */
export const FEED_HEADING_ID = 'feed-heading';

/** The two views, named in the language of the moment (a template runs on every render). */
const options = (): readonly { value: FeedViewChoice; label: string }[] => [
  { value: 'threaded', label: t({ message: 'Threaded', comment: 'the feed view with conversations' }) },
  { value: 'flat', label: t({ message: 'Flat', comment: 'the feed view with one message after another' }) },
];

/** What the freshness line says of a list just checked: all the early page's ever is. */
export const updatedJustNow = (): string => t`Updated just now`;

/** The quiet line under the title: how fresh the list is, or why it is not (freshness-line.tsx decides). */
export function freshnessLine<N>(k: Kit<N>, text: string): N {
  return k.h('p', { className: css.FRESHNESS }, text);
}

export interface LayoutToggleInput {
  /** The radio group's name (React's is a `useId`). */
  name: string;
  value: FeedViewChoice;
  onChange?: ((value: FeedViewChoice) => void) | undefined;
}

/** Threaded or flat, as a radio group (arrow keys move between the two, as everywhere else). */
export function layoutToggle<N>(k: Kit<N>, toggle: LayoutToggleInput): N {
  const { onChange } = toggle;
  return k.h(
    'fieldset',
    { className: css.TOGGLE },
    k.h('legend', { className: 'sr-only' }, t`Show messages`),
    k.h(
      'span',
      { 'aria-hidden': 'true', className: css.TOGGLE_HINT },
      t({ message: 'View', comment: 'the noun: how the feed is shown' }),
    ),
    k.h(
      'div',
      { className: css.TOGGLE_GROUP },
      ...options().map((option) =>
        k.h(
          'label',
          { className: css.TOGGLE_OPTION },
          k.h('input', {
            type: 'radio',
            name: toggle.name,
            value: option.value,
            checked: toggle.value === option.value,
            onChange: onChange
              ? () => {
                  onChange(option.value);
                }
              : undefined,
            className: 'sr-only',
          }),
          option.label,
        ),
      ),
    ),
  );
}

export interface FeedHeadingInput<N> {
  /** An h2 in a section of a page that has its own heading (a profile's Messages tab). */
  level: 'h1' | 'h2';
  title: string;
  /** A line under the title (a group's description, a person's job). */
  subtitle?: Child<N>;
  freshness: Child<N>;
  toggle: Child<N>;
}

/**
 * The title, what is said under it, and the threaded/flat choice beside it. The title never narrows below its
 * longest word (German's "Unterhaltungen" stays whole): when the choice leaves too little room, it goes under
 * the title instead, and only a word wider than the whole line breaks.
 */
export function feedHeading<N>(k: Kit<N>, f: FeedHeadingInput<N>): N {
  return k.h(
    'div',
    { className: css.FEED_HEADER },
    k.h(
      'div',
      { className: 'max-w-full' },
      k.h(f.level, { id: FEED_HEADING_ID, className: css.FEED_TITLE }, f.title),
      f.subtitle ? k.h('div', { className: css.FEED_SUBTITLE }, f.subtitle) : null,
      f.freshness,
    ),
    f.toggle,
  );
}

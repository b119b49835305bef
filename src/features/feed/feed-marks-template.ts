import { plural, t } from '@lingui/core/macro';
import { buttonClass } from '../../components/button-classes';
import type { Kit } from '../../components/markup-kit';
import * as css from './feed-classes';

/*
 * The marks around the reader's place in a feed, written once for both builders (components/markup-kit.ts):
 * React's (feed-view.tsx, feed-list.tsx) and the early paint's (boot/early-paint/early-page.ts).
 */

/** Before the newest entry the reader had already seen at their last visit. */
export function newSinceDivider<N>(k: Kit<N>): N {
  const rule = () => k.h('span', { 'aria-hidden': 'true', className: css.DIVIDER_RULE });
  return k.h(
    'div',
    { className: css.DIVIDER },
    rule(),
    k.h('span', null, k.h('span', { 'aria-hidden': 'true' }, '↑ '), t`New since your last visit`),
    rule(),
  );
}

/**
 * A polite live region that is always present, so "N new messages" is announced when it appears; the button
 * inside lets the reader decide when the list changes.
 */
export function newMessagesBar<N>(k: Kit<N>, count: number, onShow?: () => void): N {
  return k.h(
    'div',
    { role: 'status', className: css.NEW_MESSAGES_BAR },
    count > 0 &&
      k.h(
        'button',
        { type: 'button', onClick: onShow, className: css.NEW_MESSAGES_BUTTON },
        plural(count, { one: 'Show # new message', other: 'Show # new messages' }),
      ),
  );
}

export interface ResumeOfferInput {
  /** A jump is under way (it may load older pages first). */
  busy: boolean;
  /** What the jump says while it looks, or when it cannot find the place (resume-offer.tsx). */
  status: string | null;
  onJump?: (() => void) | undefined;
}

/** "Jump to where you left off", and what the jump says of itself. */
export function resumeOffer<N>(k: Kit<N>, r: ResumeOfferInput): N {
  return k.h(
    'div',
    { className: css.RESUME },
    k.h(
      'button',
      { type: 'button', className: buttonClass('quiet', ''), disabled: r.busy, onClick: r.onJump },
      t`Jump to where you left off`,
    ),
    k.h('p', { role: 'status', className: css.RESUME_STATUS }, r.status),
  );
}

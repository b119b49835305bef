import { t } from '@lingui/core/macro';
import { buttonClass } from '../../components/button-classes';
import type { Child, Kit } from '../../components/markup-kit';
import * as css from './feed-classes';

export interface FeedFooterInput<N> {
  /** Older messages on their way, or why they could not come (React's states). */
  progress?: Child<N>[] | undefined;
  /** The button that loads older messages is offered. */
  loadOlder: boolean;
  onLoadOlder?: (() => void) | undefined;
  /** The service has nothing older: the feed says it ends. */
  end: boolean;
}

/**
 * Under the list: "Load older messages", or the end of the feed. Written once for both builders
 * (components/markup-kit.ts): React's (feed-view.tsx) and the early paint's (boot/early-paint/early-page.ts).
 */
export function feedFooter<N>(k: Kit<N>, f: FeedFooterInput<N>): N {
  return k.h(
    'div',
    { className: css.FEED_FOOTER },
    ...(f.progress ?? []),
    f.loadOlder &&
      k.h(
        'button',
        { type: 'button', className: buttonClass('secondary', ''), onClick: f.onLoadOlder },
        t`Load older messages`,
      ),
    f.end && k.h('p', { className: css.FEED_END }, t`No older messages`),
  );
}

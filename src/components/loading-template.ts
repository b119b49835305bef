import { t } from '@lingui/core/macro';
import type { Kit } from './markup-kit';
import { LOADING_STATE, SPINNER } from './state-classes';

/*
 * The loading state, written once for both builders (components/markup-kit.ts): React's
 * (components/states.tsx) and the early paint's while the first page of the feed is on its way
 * (boot/early-paint/early-page.ts).
 */

/** A decorative spinner; the surrounding status text says what is happening. */
/** What a network feed says while its first page is on its way. */
export const feedLoadingLabel = (): string => t`Loading messages…`;

export function spinner<N>(k: Kit<N>, className = ''): N {
  return k.h('span', { 'aria-hidden': 'true', className: className ? `${SPINNER} ${className}` : SPINNER });
}

/** Loading: a polite live region with a spinner and words. */
export function loadingState<N>(k: Kit<N>, label: string): N {
  return k.h('div', { role: 'status', className: LOADING_STATE }, spinner(k), k.h('span', null, label));
}

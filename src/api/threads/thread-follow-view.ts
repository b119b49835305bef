import { t } from '@lingui/core/macro';
import type { useThreadFollow } from './use-thread-follow';

/**
 * What a conversation's Follow says and does, for its page's button and a card's menu alike: asking,
 * following or not (the action names the change), the community's rule (nothing to do), or a failed check.
 */
export function threadFollowView(state: ReturnType<typeof useThreadFollow>) {
  if (state.everyone)
    return { kind: 'everyone', label: t`You follow every conversation in this network` } as const;
  if (state.check.isError)
    return { kind: 'failed', label: t`Could not tell whether you follow it: ask again` } as const;
  if (state.following === undefined)
    return { kind: 'asking', label: t`Checking whether you follow…` } as const;
  return state.following
    ? ({ kind: 'following', label: t`Unfollow conversation`, next: false } as const)
    : ({ kind: 'not-following', label: t`Follow conversation`, next: true } as const);
}

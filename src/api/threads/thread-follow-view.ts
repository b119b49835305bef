import type { useThreadFollow } from './use-thread-follow';

export const FOLLOWS_EVERY_CONVERSATION = 'You follow every conversation in this network';

/**
 * What a conversation's Follow says and does, for its page's button and a card's menu alike: asking,
 * following or not (the action names the change), the community's rule (nothing to do), or a failed check.
 */
export function threadFollowView(state: ReturnType<typeof useThreadFollow>) {
  if (state.everyone) return { kind: 'everyone', label: FOLLOWS_EVERY_CONVERSATION } as const;
  if (state.check.isError)
    return { kind: 'failed', label: 'Could not tell whether you follow it: ask again' } as const;
  if (state.following === undefined)
    return { kind: 'asking', label: 'Checking whether you follow…' } as const;
  return state.following
    ? ({ kind: 'following', label: 'Unfollow conversation', next: false } as const)
    : ({ kind: 'not-following', label: 'Follow conversation', next: true } as const);
}

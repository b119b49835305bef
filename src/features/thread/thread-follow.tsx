import type { Id } from '../../../contract/common';
import { describeError } from '../../api/http/api-error';
import { threadFollowView } from '../../api/threads/thread-follow-view';
import { useThreadFollow } from '../../api/threads/use-thread-follow';
import { buttonClass, ROW_ACTION } from '../../components/button-classes';
import { InlineError } from '../../components/states';

/**
 * Follow / Following for the conversation on its page (`to_thread`, `target_type=thread`), a toggle; in a
 * community set to follow everyone, a sentence instead of a button that could change nothing.
 */
export function ThreadFollow({ threadId }: { threadId: Id }) {
  const state = useThreadFollow(threadId);
  const view = threadFollowView(state);
  if (view.kind === 'everyone') return <span className="text-sm">{view.label}</span>;
  if (view.kind === 'failed') {
    return (
      <InlineError onRetry={() => void state.check.refetch()}>
        Could not tell whether you follow this conversation.
      </InlineError>
    );
  }
  const following = view.kind === 'following';
  return (
    <>
      <button
        type="button"
        aria-pressed={following}
        aria-label={`${following ? 'Following' : 'Follow'} this conversation`}
        disabled={view.kind === 'asking'}
        onClick={() => {
          state.toggle(!following);
        }}
        className={buttonClass(following ? 'secondary' : 'primary', `${ROW_ACTION} shrink-0`)}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      {state.error ? (
        <p role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          {following ? 'You still follow' : 'You do not follow'} this conversation: the service refused (
          {describeError(state.error)}).
        </p>
      ) : null}
    </>
  );
}

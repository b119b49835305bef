import { Trans, useLingui } from '@lingui/react/macro';
import type { Id } from '../../../contract/common';
import { describeError } from '../../api/http/describe-error';
import { threadFollowView } from '../../api/threads/thread-follow-view';
import { useThreadFollow } from '../../api/threads/use-thread-follow';
import { buttonClass, ROW_ACTION } from '../../components/button-classes';
import { InlineError } from '../../components/states';

/**
 * Follow / Following for the conversation on its page (`to_thread`, `target_type=thread`), a toggle; in a
 * community set to follow everyone, a sentence instead of a button that could change nothing.
 */
export function ThreadFollow({ threadId }: { threadId: Id }) {
  const { t } = useLingui();
  const state = useThreadFollow(threadId);
  const view = threadFollowView(state);
  if (view.kind === 'everyone') return <span className="text-sm">{view.label}</span>;
  if (view.kind === 'failed') {
    return (
      <InlineError onRetry={() => void state.check.refetch()}>
        <Trans>Could not tell whether you follow this conversation.</Trans>
      </InlineError>
    );
  }
  const following = view.kind === 'following';
  const reason = state.error ? describeError(state.error) : '';
  return (
    <>
      <button
        type="button"
        aria-pressed={following}
        aria-label={following ? t`Following this conversation` : t`Follow this conversation`}
        disabled={view.kind === 'asking'}
        onClick={() => {
          state.toggle(!following);
        }}
        className={buttonClass(following ? 'secondary' : 'primary', `${ROW_ACTION} shrink-0`)}
      >
        {following ? (
          <Trans comment="on a pressed toggle: the reader follows the conversation">Following</Trans>
        ) : (
          <Trans comment="the verb, on a button">Follow</Trans>
        )}
      </button>
      {state.error ? (
        <p role="alert" className="basis-full text-sm text-red-800 dark:text-red-300">
          {following ? (
            <Trans>You still follow this conversation: the service refused ({reason}).</Trans>
          ) : (
            <Trans>You do not follow this conversation: the service refused ({reason}).</Trans>
          )}
        </p>
      ) : null}
    </>
  );
}

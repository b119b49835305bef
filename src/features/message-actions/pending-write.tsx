import { Trans } from '@lingui/react/macro';
import type { Message } from '../../../contract/messages';
import { entryOfMessage } from '../../api/messages/post-write';
import { useOutbox, useOutboxActions } from '../../api/outbox/use-outbox';
import { canActOn, outboxStateText } from '../../api/outbox/outbox-labels';
import { OutboxEntryButtons } from '../../components/outbox-entry-buttons';
import * as css from '../../components/message/message-classes';

/**
 * A queued post's own state, where its actions would be: sending, waiting for the network or a sign-in,
 * failed and why; with Send now and Discard when it is not being sent (Discard puts the words back in the
 * composer's draft of its place).
 */
export function PendingWrite({ message }: { message: Message }) {
  const { entries } = useOutbox();
  const { retry, discard } = useOutboxActions();
  const entry = entryOfMessage(entries, message.id);
  if (!entry)
    return (
      <p className={css.ACTIONS_SENDING}>
        <Trans>Sending…</Trans>
      </p>
    );
  const failed = entry.state === 'failed';
  return (
    <div className={`${css.ACTIONS_SENDING} flex-wrap gap-x-3 gap-y-1`} data-outbox-state={entry.state}>
      <p role="status" className={failed ? 'text-red-800 dark:text-red-300' : ''}>
        {outboxStateText(entry)}
      </p>
      {canActOn(entry) ? (
        <OutboxEntryButtons
          failed={failed}
          onRetry={() => {
            retry(entry);
          }}
          onDiscard={() => {
            void discard(entry);
          }}
        />
      ) : null}
    </div>
  );
}

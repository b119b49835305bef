import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { WriteKind } from '../outbox/write-kind';
import type { DeleteWrite } from './message-write-types';
import { deleteMessage } from './message-writes';
import { messageQueries } from './messages-api';
import { reapplyDelete } from './pending-writes-cache';

/** The message is back where the service still has it: the feeds are asked again. */
function askFeedsAgain(client: QueryClient) {
  void client.invalidateQueries({ queryKey: messageQueries.feeds(), refetchType: 'active' });
}

/**
 * A delete of the reader's message. Sent again when its answer was lost; a 404 then means it was done. Refused
 * or discarded (failed or not), the lists are asked again.
 */
export const deleteKind: WriteKind<DeleteWrite, undefined> = {
  kind: 'delete',
  async send(write) {
    await deleteMessage(write.messageId, { methodOverride: write.methodOverride });
    return undefined;
  },
  find: () => Promise.resolve(null),
  doneDespite: (_write, error) => error.kind === 'not-found',
  settle() {
    // Gone already from every list.
  },
  undo: (client) => {
    askFeedsAgain(client);
  },
  discard: (client) => {
    askFeedsAgain(client);
  },
  label: () => t`Delete a message`,
  reapply: (_client, key, data, _seq, write) => reapplyDelete(key, data, write),
};

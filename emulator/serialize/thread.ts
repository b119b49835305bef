import type { ThreadReference } from '../../contract/references';
import { formatWireDate } from '../../contract/dates';
import type { ThreadRow } from '../db/repository';
import { apiUrl, webUrl, type UrlContext } from './urls';

const wireDate = (ms: number | null) => (ms === null ? null : formatWireDate(new Date(ms)));

export function threadReference(
  row: ThreadRow,
  ctx: UrlContext,
  topicIds: readonly number[],
  participantIds: readonly number[],
): ThreadReference & Record<string, unknown> {
  return {
    type: 'thread',
    id: row.id,
    thread_starter_id: row.id,
    network_id: row.network_id,
    group_id: row.group_id,
    url: apiUrl(ctx, `messages/in_thread/${row.id}`),
    web_url: `${webUrl(ctx, '')}#/Threads/show?threadId=${row.id}`,
    privacy: row.privacy,
    direct_message: row.direct === 1,
    has_attachments: false,
    announcement: false,
    reply_disabled: false,
    read_only: false,
    topics: topicIds.map((id) => ({ type: 'topic', id })),
    ...(row.direct === 1
      ? {
          participants: participantIds.map((id) => ({ type: 'user', id })),
          participants_count: participantIds.length,
        }
      : {}),
    stats: {
      updates: row.updates,
      shares: 0,
      first_reply_id: row.first_reply_id,
      first_reply_at: wireDate(row.first_reply_at),
      latest_reply_id: row.latest_reply_id,
      latest_reply_at: wireDate(row.latest_reply_at),
    },
  };
}

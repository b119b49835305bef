import type { Attachment, LikedByName, Message } from '../../contract/messages';
import type { MessageReference } from '../../contract/references';
import { formatWireDate } from '../../contract/dates';
import type { LikerRow, MessageRow } from '../db/repository';
import { excerpt, renderRich, urlsIn, type RichLookup } from '../text/body-markup';
import { idLinks, type UrlContext } from './urls';

/** The real service lists a sample of likers; `count` is the total. */
const LIKER_NAMES = 5;

export interface MessageExtras {
  likers: readonly LikerRow[];
  mentionIds: readonly number[];
  topicIds: readonly number[];
  /** `topics` appears only when asked for (`include_topics=true`, api-shapes 1.4). */
  includeTopics: boolean;
  lookup: RichLookup;
  /** Files, images and Open Graph objects, already serialized (attachment.ts). */
  attachments?: readonly Attachment[];
}

/** A message with every field of api-shapes 1.4. */
export function messageObject(row: MessageRow, ctx: UrlContext, extras: MessageExtras): Message {
  const urls = urlsIn(row.body_plain);
  const created = formatWireDate(new Date(row.created_at));
  return {
    id: row.id,
    sender_id: row.sender_id,
    sender_type: 'user',
    delegate_id: null,
    replied_to_id: row.replied_to_id,
    thread_id: row.thread_id,
    conversation_id: row.direct === 1 ? row.thread_id : undefined,
    created_at: created,
    published_at: created,
    network_id: row.network_id,
    group_id: row.group_id,
    group_created_id: row.group_id,
    message_type: row.message_type,
    system_message: row.message_type === 'system',
    direct_message: row.direct === 1,
    privacy: row.privacy,
    ...idLinks(ctx, 'messages', row.id),
    client_type: row.client_type,
    client_url: `${ctx.baseUrl}/`,
    chat_client_sequence: null,
    language: row.language,
    body: {
      plain: row.body_plain,
      parsed: row.body_parsed,
      rich: renderRich(row.body_parsed, extras.lookup),
      ...(urls.length > 0 ? { urls } : {}),
    },
    content_excerpt: excerpt(row.body_plain),
    notified_user_ids: [...extras.mentionIds],
    attachments: [...(extras.attachments ?? [])],
    liked_by: {
      count: extras.likers.length,
      names: extras.likers.slice(0, LIKER_NAMES).map((liker): LikedByName => ({
        full_name: liker.full_name,
        permalink: liker.name,
        user_id: liker.user_id,
        network_id: row.network_id,
      })),
    },
    supplemental_reply: false,
    ...(extras.includeTopics ? { topics: extras.topicIds.map((id) => ({ type: 'topic', id })) } : {}),
  };
}

/** A replied-to message that is not in the page: trimmed, with only `body.plain` (api-shapes 1.6). */
export function messageReference(row: MessageRow, ctx: UrlContext): MessageReference {
  return {
    type: 'message',
    id: row.id,
    sender_id: row.sender_id,
    sender_type: 'user',
    replied_to_id: row.replied_to_id,
    thread_id: row.thread_id,
    network_id: row.network_id,
    created_at: formatWireDate(new Date(row.created_at)),
    message_type: row.message_type,
    system_message: row.message_type === 'system',
    privacy: row.privacy,
    direct_message: row.direct === 1,
    ...idLinks(ctx, 'messages', row.id),
    body: { plain: row.body_plain },
  };
}

import type { FeedEnvelope, FeedMeta, Message } from '../../contract/messages';
import type { Reference } from '../../contract/references';
import { POLL_INTERVAL_MS } from '../../contract/rate-limits';
import type { MessageRow, NetworkRow, Repository, UserRow } from '../db/repository';
import { fileAttachment, openGraphAttachment } from './attachment';
import { groupReference } from './group';
import { messageObject, messageReference } from './message';
import { tagReference, topicReference } from './topic';
import { threadReference } from './thread';
import { userReference } from './user';
import { webUrl, type UrlContext } from './urls';

export interface EnvelopeInput {
  messages: readonly MessageRow[];
  /** threaded=extended: thread id -> its newest replies, oldest first. */
  extended?: ReadonlyMap<number, readonly MessageRow[]>;
  olderAvailable: boolean;
  feedName: string;
  feedDesc: string;
  includeTopics?: boolean;
}

export interface EnvelopeContext {
  repo: Repository;
  baseUrl: string;
  network: NetworkRow;
  viewer: UserRow;
}

/**
 * The feed envelope of api-shapes 1.2: messages, the references every one of them needs (senders,
 * mentioned users, groups, threads with stats, topics and tags, replied-to messages not in the page), meta,
 * and threaded_extended. Used by every feed, by in_thread and by POST /messages.
 */
export function buildEnvelope(ctx: EnvelopeContext, input: EnvelopeInput): FeedEnvelope {
  const { repo } = ctx;
  const url: UrlContext = { baseUrl: ctx.baseUrl, network: ctx.network };
  const replies = [...(input.extended?.values() ?? [])].flat();
  const all = [...input.messages, ...replies];
  const ids = all.map((m) => m.id);
  const present = new Set(ids);

  const likers = repo.likersOf(ids);
  const files = repo.attachmentsOfMessages(ids);
  const openGraph = repo.openGraphOfMessages(ids);
  const mentions = repo.mentionsOf(ids);
  const messageTopics = repo.topicsOfMessages(ids);
  const repliedTo = repo.messagesByIds(
    all.map((m) => m.replied_to_id).filter((id): id is number => id !== null && !present.has(id)),
  );
  const threads = repo.threadsByIds(all.map((m) => m.thread_id));
  const threadIds = threads.map((t) => t.id);
  const threadTopics = repo.topicsOfThreads(threadIds);
  const withAttachments = repo.threadsWithAttachments(threadIds);
  const participants = repo.participantsOf(threads.filter((t) => t.direct === 1).map((t) => t.id));

  const userIds = new Set<number>();
  for (const m of [...all, ...repliedTo]) userIds.add(m.sender_id);
  for (const list of [...mentions.values(), ...participants.values()]) for (const id of list) userIds.add(id);
  const users = repo.usersByIds([...userIds]);
  const topicIds = new Set<number>([...messageTopics.values(), ...threadTopics.values()].flat());
  const topics = repo.topicsByIds([...topicIds]);
  const groups = repo.groupsByIds(all.map((m) => m.group_id).filter((id): id is number => id !== null));

  const userById = new Map(users.map((u) => [u.id, u]));
  const topicById = new Map(topics.map((t) => [t.id, t]));
  const lookup = {
    user: (id: number) => {
      const user = userById.get(id);
      return user && { name: user.name, webUrl: webUrl(url, `users/${user.name}`) };
    },
    topic: (id: number) => {
      const topic = topicById.get(id);
      return topic && { name: topic.name, webUrl: webUrl(url, `topics/${topic.id}`) };
    },
  };
  const serialize = (row: MessageRow): Message =>
    messageObject(row, url, {
      likers: likers.get(row.id) ?? [],
      mentionIds: mentions.get(row.id) ?? [],
      topicIds: messageTopics.get(row.id) ?? [],
      includeTopics: input.includeTopics === true,
      lookup,
      attachments: [
        ...(files.get(row.id) ?? []).map((file) =>
          fileAttachment(file, url, { privacy: row.privacy, groupId: row.group_id }),
        ),
        ...(openGraph.get(row.id) ?? []).map(openGraphAttachment),
      ],
    });

  const threadedExtended: Record<string, Message[]> = {};
  for (const [threadId, list] of input.extended ?? [])
    threadedExtended[String(threadId)] = list.map(serialize);

  const references: Reference[] = [
    ...users.map((u) =>
      userReference(u, url, repo.userStats(u.id, ctx.network.id), {
        state: repo.membership(ctx.network.id, u.id)?.state,
      }),
    ),
    ...groups.map((g) => groupReference(g, url)),
    ...threads.map((t) => ({
      ...threadReference(t, url, threadTopics.get(t.id) ?? [], participants.get(t.id) ?? []),
      has_attachments: withAttachments.has(t.id),
    })),
    ...topics.map((t) => topicReference(t, url)),
    ...topics.map((t) => tagReference(t, url)),
    ...repliedTo.map((m) => messageReference(m, url)),
  ];

  const liked = ids.filter((id) => (likers.get(id) ?? []).some((l) => l.user_id === ctx.viewer.id));
  const membership = repo.membership(ctx.network.id, ctx.viewer.id);
  const meta: FeedMeta = {
    older_available: input.olderAvailable && input.messages.length > 0,
    requested_poll_interval: POLL_INTERVAL_MS / 1000,
    current_user_id: ctx.viewer.id,
    followed_user_ids: repo.followedUserIds(ctx.viewer.id),
    followed_references: [],
    liked_message_ids: liked,
    favorite_message_ids: [],
    bookmarked_message_ids: [],
    ymodules: [],
    feed_name: input.feedName,
    feed_desc: input.feedDesc,
    direct_from_body: false,
    show_billing_banner: false,
    last_seen_message_id: membership ? membership.last_seen_message_id || null : null,
  };

  return {
    messages: input.messages.map(serialize),
    references,
    meta,
    threaded_extended: threadedExtended,
    external_references: [],
  };
}

import type { Context } from 'hono';
import { messageFieldLimit } from '../../contract/message-limits';
import { normalizeOpenGraphUrl, OPEN_GRAPH_URL_MAX_LENGTH } from '../../contract/open-graph';
import type { NewOpenGraph } from '../db/attachments-repo';
import type { MessageRow, Repository } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, HttpError, invalidField } from '../http/errors';
import type { Params } from '../http/params';
import { baseUrlOf } from '../http/routing';
import { fetchOpenGraph } from '../og/og-fetch';
import { parseBody } from '../text/body-markup';
import { MAX_NUMBERED, pendingOf, readUploads, uploadOf } from './message-uploads';
import { canSee } from './visibility';

/** The og_* parameters of spec 4.2, in the order they are read. */
const OG_FIELDS = ['og_title', 'og_image', 'og_description', 'og_object_type', 'og_site_name', 'og_meta'];

/**
 * POST /messages (spec 4.2): body required; a reply joins the replied-to thread and inherits its group and
 * privacy; group_id must name a group of the network the author may post to; direct_to_id (or
 * direct_to_user_ids) makes a private conversation; topicN and #hashtags become topics; broadcast needs a
 * verified admin of a paid network; attachmentN files and pending_attachmentN ids (the pending one wins
 * when both N are given); og_* attach an Open Graph object, og_fetch=true fills it from the page first.
 * Everything is checked before anything is written, and written in one transaction.
 */
export async function createMessage(
  services: Services,
  c: Context<AppEnv>,
  params: Params,
): Promise<MessageRow> {
  const { repo } = services;
  const { user, network } = c.get('auth');
  checkLengths(params);
  const text = params.get('body') ?? '';
  if (text.trim() === '') {
    throw new HttpError(400, {
      error: {
        body: ['Please include a message'],
        code: 'body_blank',
        message: 'body: Please include a message',
      },
    });
  }

  const repliedToId = params.id('replied_to_id');
  const repliedTo = repliedToId === undefined ? null : (repo.messageById(repliedToId) ?? null);
  if (repliedToId !== undefined && (!repliedTo || !canSee(repo, repliedTo, network.id, user.id))) {
    throw invalidField('replied_to_id', `no message ${repliedToId} in this network`, 'not_found', 404);
  }

  const groupId = params.id('group_id');
  if (groupId !== undefined && !repliedTo) {
    const group = repo.groupById(groupId);
    if (!group || group.network_id !== network.id) {
      throw invalidField('group_id', `no group ${groupId} in this network`, 'not_found', 404);
    }
    if (group.privacy === 'private' && !repo.isGroupMember(group.id, user.id)) {
      throw forbidden('Only members can post to this private group.');
    }
  }

  const directIds = directRecipients(repo, params, network.id);
  if (params.flag('broadcast') && !(user.verified_admin === 1 && network.paid === 1)) {
    throw forbidden('Only verified admins of a paid network can broadcast.');
  }

  const topicNames: string[] = [];
  for (let n = 1; n <= MAX_NUMBERED; n += 1) {
    const name = params.text(`topic${n}`);
    if (name !== undefined) topicNames.push(name.replace(/^#/, ''));
  }

  const uploads = readUploads(params);
  for (const upload of uploads) {
    if (upload.kind === 'pending') pendingOf(repo, upload, user, network.id);
    else upload.data = new Uint8Array(await upload.file.arrayBuffer());
  }
  const openGraph = await readOpenGraph(services, c, params);

  const now = services.now();
  return repo.transaction(() => {
    const body = parseBody(text, {
      userIdByName: (name) => repo.userByNameInNetwork(network.id, name)?.id,
      topicIdByName: (name) => repo.findOrCreateTopic(network.id, name, now),
    });
    const topicIds = [...body.topicIds];
    for (const name of topicNames) {
      const id = repo.findOrCreateTopic(network.id, name, now);
      if (!topicIds.includes(id)) topicIds.push(id);
    }
    const group = !repliedTo && groupId !== undefined ? repo.groupById(groupId) : undefined;
    const direct = !repliedTo && directIds.length > 0;
    const message = repo.createMessage({
      networkId: network.id,
      senderId: user.id,
      bodyPlain: text,
      bodyParsed: body.parsed,
      groupId: direct ? null : (group?.id ?? null),
      repliedTo,
      direct,
      privacy: direct || group?.privacy === 'private' ? 'private' : 'public',
      recipientIds: direct ? [user.id, ...directIds] : [],
      mentionIds: body.mentionIds,
      topicIds,
      createdAt: now,
      clientType: 'Commons Emulator API',
    });
    uploads.forEach((upload, position) => {
      if (upload.kind === 'pending') {
        // Checked again inside the transaction: og_fetch awaited in between, and a pending attachment
        // must never end up on two messages.
        pendingOf(repo, upload, user, network.id);
        repo.attachPending([upload.id], message.id, position);
      } else {
        const file = uploadOf(
          upload.file,
          upload.field,
          upload.data ?? new Uint8Array(),
          network.id,
          user.id,
          now,
        );
        repo.createMessageAttachment(file, message.id, position);
      }
    });
    if (openGraph) {
      // The message joins the conversation of its page: the same URL, however spelled, is one object.
      const page = repo.findOrCreateOpenGraphPage(network.id, openGraph.url, openGraph, now);
      repo.insertOpenGraph(
        { ...openGraph, network_id: network.id, created_at: now, page_id: page.id },
        message.id,
      );
    }
    return message;
  });
}

/** Every capped parameter (contract/message-limits.ts) within its cap, else a 400 naming the first too long. */
function checkLengths(params: Params): void {
  const names = ['body', 'og_url', ...OG_FIELDS];
  for (let n = 1; n <= MAX_NUMBERED; n += 1) names.push(`topic${String(n)}`);
  for (const name of names) {
    const limit = messageFieldLimit(name);
    const value = params.get(name);
    if (limit !== undefined && value !== undefined && value.length > limit) {
      throw invalidField(name, `is too long (at most ${String(limit)} characters)`, 'too_long');
    }
  }
}

/** The Open Graph object of og_* (and og_fetch), or undefined when none is attached. */
async function readOpenGraph(
  services: Services,
  c: Context<AppEnv>,
  params: Params,
): Promise<Omit<NewOpenGraph, 'network_id' | 'created_at' | 'page_id'> | undefined> {
  const url = params.text('og_url');
  const fetch = params.flag('og_fetch');
  if (url === undefined) {
    const stray = [...OG_FIELDS, 'og_fetch'].find(
      (name) => params.text(name) !== undefined && (name !== 'og_fetch' || fetch),
    );
    if (stray) throw invalidField('og_url', `is required with ${stray}`, 'og_url_blank');
    return undefined;
  }
  if (normalizeOpenGraphUrl(url) === undefined) {
    throw invalidField(
      'og_url',
      `must be an absolute http(s) URL of at most ${String(OPEN_GRAPH_URL_MAX_LENGTH)} characters`,
    );
  }
  const given = {
    title: params.text('og_title') ?? null,
    description: params.text('og_description') ?? null,
    image: params.text('og_image') ?? null,
    object_type: params.text('og_object_type') ?? null,
    site_name: params.text('og_site_name') ?? null,
    meta: params.text('og_meta') ?? null,
  };
  if (!fetch) return { url, ...given, fetched: 0 };
  const self = [new URL(c.req.url).origin, baseUrlOf(c, services)];
  const outcome = await fetchOpenGraph(url, { selfOrigins: self, ...services.ogFetch });
  if (!outcome.ok) {
    console.warn(`emulator: og_fetch of ${url} failed: ${outcome.reason}`);
    return { url, ...given, fetched: 0 };
  }
  const found = outcome.data;
  // Parameters the client gave win; the page fills the rest.
  return {
    url,
    title: given.title ?? found.title ?? null,
    description: given.description ?? found.description ?? null,
    image: given.image ?? found.image ?? null,
    object_type: given.object_type ?? found.objectType ?? null,
    site_name: given.site_name ?? found.siteName ?? null,
    meta: given.meta,
    fetched: 1,
  };
}

/** `direct_to_id` (spec) or `direct_to_user_ids` (seen in clients): users of the same network. */
function directRecipients(repo: Repository, params: Params, networkId: number): number[] {
  const raw = [...params.getAll('direct_to_id'), ...params.getAll('direct_to_user_ids')]
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const ids: number[] = [];
  for (const value of raw) {
    if (!/^\d{1,16}$/.test(value)) throw invalidField('direct_to_id', 'must be a user id');
    const recipient = repo.userById(Number(value));
    if (!recipient || !repo.membership(networkId, recipient.id)) {
      throw invalidField('direct_to_id', `no user ${value} in this network`, 'not_found', 404);
    }
    if (!ids.includes(recipient.id)) ids.push(recipient.id);
  }
  return ids;
}

import type { Context } from 'hono';
import type { MessageRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField, notFound } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, type Handler } from '../http/routing';
import { isPaidVerifiedAdmin } from './user-guards';
import { canSee } from './visibility';

/** A message the caller can see, else 404 (whether it never existed, was deleted or is not theirs to see). */
export function visibleMessage(services: Services, c: Context<AppEnv>, id: number): MessageRow {
  const { user, network } = c.get('auth');
  const message = services.repo.messageById(id);
  if (!message || !canSee(services.repo, message, network.id, user.id)) {
    throw notFound(`No message ${id} in this network.`);
  }
  return message;
}

/** Verified admins of a paid network may delete anyone's message (`admin_can_delete_messages: "true"`). */
const isNetworkAdmin = (c: Context<AppEnv>) => isPaidVerifiedAdmin(c.get('auth'));

/**
 * DELETE /messages/ID (spec 4.2, 5.5): the author, or a verified admin of a paid network; 200 with an empty
 * body as the real service answers. Deleting a thread starter keeps its replies.
 */
export function deleteMessageHandler(services: Services): Handler {
  return (c) => {
    const message = visibleMessage(services, c, pathId(c, 'id'));
    if (message.sender_id !== c.get('auth').user.id && !isNetworkAdmin(c)) {
      throw forbidden('Only the author of a message can delete it.');
    }
    services.repo.deleteMessage(message.id, services.now());
    return c.body(null, 200);
  };
}

/**
 * POST /messages/email (spec 4.2): sends the caller a copy of a message. The id parameter's name is not
 * shown by the spec: `message_id` and `id` are both accepted. Nothing is mailed; the copy is recorded in
 * the email_outbox table. 200 with an empty body.
 */
export function emailMessageHandler(services: Services): Handler {
  return async (c) => {
    const params = await readParams(c, services.bodyLimitBytes);
    const id = params.id('message_id') ?? params.id('id');
    if (id === undefined) throw invalidField('message_id', 'is required', 'message_id_blank');
    const message = visibleMessage(services, c, id);
    const { user, network } = c.get('auth');
    const sender = services.repo.userById(message.sender_id);
    const link = `${baseUrlOf(c, services)}/${network.permalink}/messages/${message.id}`;
    services.repo.recordEmail({
      user_id: user.id,
      network_id: network.id,
      message_id: message.id,
      to_address: user.email,
      subject: `Message from ${sender?.full_name ?? 'someone'} in ${network.name}`,
      body: `${message.body_plain}\n\n${link}`,
      created_at: services.now(),
    });
    return c.body(null, 200);
  };
}

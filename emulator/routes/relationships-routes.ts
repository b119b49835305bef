import type { Context, Hono } from 'hono';
import type { UserRow } from '../db/repository';
import type { RelationshipType } from '../db/org-repo';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField } from '../http/errors';
import { readParams, type Params } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { userReference } from '../serialize/user';
import { isEmail } from './profile-params';
import { isPaidVerifiedAdmin, memberOrNotFound } from './user-guards';

const TYPES: readonly RelationshipType[] = ['superior', 'subordinate', 'colleague'];

/** The org chart (spec 4.7, api-shapes 7): view, add several by email at once, remove one by type. */
export function registerRelationshipsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  /** `{superiors, subordinates, colleagues}` of short user objects. */
  const relationshipsBody = (c: Context<AppEnv>, userId: number) => {
    const { network } = c.get('auth');
    const ctx = { baseUrl: baseUrlOf(c, services), network };
    const short = (rows: UserRow[]) =>
      rows.map((u) => userReference(u, ctx, repo.userStats(u.id, network.id)));
    const { superiors, subordinates, colleagues } = repo.relationshipsOf(network.id, userId);
    return { superiors: short(superiors), subordinates: short(subordinates), colleagues: short(colleagues) };
  };

  /**
   * Whose relationships: the caller, or `user_id`. Anyone in the network may view another person's; only
   * that person or a verified admin of a paid network may edit them (403).
   */
  const ownerOf = (c: Context<AppEnv>, params: Params, editing: boolean): number => {
    const auth = c.get('auth');
    const userId = params.id('user_id');
    if (userId === undefined || userId === auth.user.id) return auth.user.id;
    const owner = repo.userById(userId);
    if (!owner || repo.membership(auth.network.id, userId)?.state !== 'active')
      throw invalidField('user_id', `no user ${String(userId)} in this network`, 'not_found', 404);
    if (editing && !isPaidVerifiedAdmin(auth))
      throw forbidden('Only that user or a verified admin of a paid network can edit their relationships.');
    return userId;
  };

  route(app, '/api/v1/relationships', {
    GET: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      return c.json(relationshipsBody(c, ownerOf(c, params, false)));
    },
    /**
     * `subordinate`, `superior` and `colleague` (each repeatable, or comma-separated) are email addresses of
     * active people of the network. Everything is checked before anything is written: an unknown address
     * is a 400 naming the parameter and the address, and nothing is added. 201 with the new relationships.
     */
    POST: async (c) => {
      const { network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const ownerId = ownerOf(c, params, true);
      const wanted: { type: RelationshipType; user: UserRow }[] = [];
      for (const type of TYPES) {
        const emails = params
          .getAll(type)
          .flatMap((v) => v.split(/[\s,;]+/))
          .filter((v) => v !== '');
        for (const email of emails) {
          if (!isEmail(email)) throw invalidField(type, `${email} is not a valid email address`);
          const member = repo.memberByEmail(network.id, email);
          if (!member || member.state !== 'active')
            throw invalidField(type, `nobody in this network has the email ${email}`, 'not_found');
          if (member.id === ownerId) throw invalidField(type, `${email} cannot be related to themself`);
          wanted.push({ type, user: member });
        }
      }
      if (wanted.length === 0)
        throw invalidField('subordinate', 'give at least one subordinate, superior or colleague email');
      // One person cannot be both above and below the same user.
      for (const { type, user } of wanted) {
        if (type === 'colleague') continue;
        const opposite = type === 'superior' ? 'subordinate' : 'superior';
        const clash =
          repo.hasRelationship(network.id, ownerId, user.id, opposite) ||
          wanted.some((w) => w.type === opposite && w.user.id === user.id);
        if (clash)
          throw invalidField(type, `${user.email} is already a ${opposite} of this user`, 'conflict');
      }
      const now = services.now();
      const added = repo.transaction(
        () =>
          wanted.filter(({ type, user }) => repo.addRelationship(network.id, ownerId, user.id, type, now))
            .length,
      );
      return c.json(relationshipsBody(c, ownerId), added > 0 ? 201 : 200);
    },
  });

  /**
   * Removes user ID as the `type` (subordinate, superior or colleague) of the caller (or of `user_id`);
   * 404 when that relationship does not exist. 200 with the relationships left.
   */
  route(app, '/api/v1/relationships/:id{[0-9]+}', {
    DELETE: async (c) => {
      const { network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const type = params.text('type')?.toLowerCase();
      if (type === undefined) throw invalidField('type', 'is required: subordinate, superior or colleague');
      if (!TYPES.includes(type as RelationshipType))
        throw invalidField('type', 'must be subordinate, superior or colleague');
      const ownerId = ownerOf(c, params, true);
      const other = memberOrNotFound(repo, network.id, pathId(c, 'id'));
      const removed = repo.removeRelationship(network.id, ownerId, other.id, type as RelationshipType);
      if (!removed)
        throw invalidField('id', `user ${String(other.id)} is not a ${type} of this user`, 'not_found', 404);
      return c.json(relationshipsBody(c, ownerId));
    },
  });
}

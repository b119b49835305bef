import type { Context, Hono } from 'hono';
import type { GroupRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField, notFound } from '../http/errors';
import { readParams, type Params } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { fullGroup } from '../serialize/group';
import { groupMembershipObject } from '../serialize/group-membership';
import { isPaidVerifiedAdmin } from './user-guards';

const PER_PAGE = 50;
const MAX_NAME = 50;
const MAX_DESCRIPTION = 1000;

/** Groups (spec 4.5, api-shapes 3): list, one group, create, delete, join and leave. */
export function registerGroupsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  const ctxOf = (c: Context<AppEnv>) => ({ baseUrl: baseUrlOf(c, services), network: c.get('auth').network });
  const full = (c: Context<AppEnv>, group: GroupRow) => fullGroup(group, ctxOf(c), repo.groupStats(group.id));

  /** A group of the caller's network, or 404. */
  const groupOf = (c: Context<AppEnv>, id: number): GroupRow => {
    const group = repo.groupById(id);
    if (!group || group.network_id !== c.get('auth').network.id)
      throw notFound(`No group ${id} in this network.`);
    return group;
  };

  route(app, '/api/v1/groups', {
    /** A bare array, 50 per page (api-shapes 3); private and unlisted groups are listed for their members only. */
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const page = Math.max(1, params.int('page') ?? 1);
      const mine = params.flag('mine');
      const memberOf = new Set(repo.groupIdsOfUser(user.id));
      const groups = repo
        .groupsOfNetwork(network.id)
        .filter((g) =>
          mine || g.privacy === 'private' || g.show_in_directory === 0 ? memberOf.has(g.id) : true,
        )
        .slice((page - 1) * PER_PAGE, page * PER_PAGE);
      return c.json(groups.map((g) => full(c, g)));
    },
    /** Create: `name` required and unique in the network; the creator becomes a member and admin. 201. */
    POST: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const input = groupInput(params);
      if (repo.groupByNameInNetwork(network.id, input.slug, input.fullName)) {
        throw invalidField(
          'name',
          `a group named "${input.fullName}" already exists in this network`,
          'taken',
        );
      }
      const group = repo.createGroup({
        networkId: network.id,
        name: input.slug,
        fullName: input.fullName,
        description: input.description,
        privacy: input.privacy,
        showInDirectory: input.showInDirectory,
        creatorId: user.id,
        createdAt: services.now(),
      });
      return c.json(full(c, group), 201);
    },
  });

  route(app, '/api/v1/groups/:id{[0-9]+}', {
    /** A private group is shown to its members only: 403 for anyone else (as its feed is). */
    GET: (c) => {
      const group = groupOf(c, pathId(c, 'id'));
      if (group.privacy === 'private' && !repo.isGroupMember(group.id, c.get('auth').user.id)) {
        throw forbidden('This group is private: only its members can see it.');
      }
      return c.json(full(c, group));
    },
    /**
     * Deletes the group (the official Python client sends `delete=true`; it is accepted, not required): one of
     * its admins, or a verified admin of a paid network, may; anyone else gets 403. Its messages leave every
     * feed. 200 with an empty body, as the service's other deletes answer.
     */
    DELETE: async (c) => {
      const auth = c.get('auth');
      const group = groupOf(c, pathId(c, 'id'));
      const params = await readParams(c, services.bodyLimitBytes);
      const flag = params.text('delete')?.toLowerCase();
      if (flag !== undefined && flag !== 'true')
        throw invalidField('delete', 'must be true (a group can only be deleted, not archived)');
      const groupAdmin = repo.groupMembership(group.id, auth.user.id)?.admin === 1;
      if (!groupAdmin && !isPaidVerifiedAdmin(auth))
        throw forbidden('Only an admin of this group or a verified admin of the network can delete it.');
      repo.deleteGroup(group.id, services.now());
      return c.body(null, 200);
    },
  });

  /** The groups a user belongs to (api-shapes 3, `groups/for_user/ID`): private ones only for fellow members. */
  route(app, '/api/v1/groups/for_user/:id{[0-9]+}', {
    GET: (c) => {
      const { user: viewer, network } = c.get('auth');
      const member = repo.userById(pathId(c, 'id'));
      if (!member || !repo.membership(network.id, member.id)) throw notFound('No such user in this network.');
      const mine = new Set(repo.groupIdsOfUser(viewer.id));
      const groups = repo
        .groupsByIds(repo.groupIdsOfUser(member.id))
        .filter((g) => g.network_id === network.id && (g.privacy === 'public' || mine.has(g.id)))
        .sort((a, b) => a.full_name.localeCompare(b.full_name));
      return c.json(groups.map((g) => full(c, g)));
    },
  });

  route(app, '/api/v1/group_memberships', {
    /** Join: 201, or 200 when already a member; a private group cannot be joined directly (403). */
    POST: async (c) => {
      const { user, network } = c.get('auth');
      const group = groupOf(c, await groupIdParam(c));
      const now = services.now();
      if (repo.isGroupMember(group.id, user.id)) return c.json(membershipBody(c, group), 200);
      if (group.privacy === 'private') {
        throw forbidden('This group is private: a member or an admin must add you.');
      }
      repo.transaction(() => {
        repo.joinGroup(group.id, user.id, now);
        for (const adminId of repo.groupAdminIds(group.id)) {
          repo.addNotification({
            userId: adminId,
            networkId: network.id,
            category: 'group_join',
            actorId: user.id,
            groupId: group.id,
            createdAt: now,
          });
        }
      });
      return c.json(membershipBody(c, group), 201);
    },
    /** Leave: 200 with an empty body, also when the caller was not a member (leaving is idempotent). */
    DELETE: async (c) => {
      const group = groupOf(c, await groupIdParam(c));
      repo.leaveGroup(group.id, c.get('auth').user.id);
      return c.body(null, 200);
    },
  });

  function membershipBody(c: Context<AppEnv>, group: GroupRow) {
    const membership = repo.groupMembership(group.id, c.get('auth').user.id);
    if (!membership) throw notFound('You are not a member of this group.');
    return groupMembershipObject(membership, full(c, group));
  }

  async function groupIdParam(c: Context<AppEnv>): Promise<number> {
    const params = await readParams(c, services.bodyLimitBytes);
    const id = params.id('group_id');
    if (id === undefined) throw invalidField('group_id', 'is required', 'group_id_blank');
    return id;
  }
}

interface GroupInput {
  fullName: string;
  slug: string;
  description: string | null;
  privacy: 'public' | 'private';
  showInDirectory: boolean;
}

/** The parameters of a group create, validated: each failure is a 400 naming its field. */
function groupInput(params: Params): GroupInput {
  const fullName = params.text('name') ?? params.text('full_name');
  if (fullName === undefined) throw invalidField('name', 'is required', 'name_blank');
  if (fullName.length > MAX_NAME) throw invalidField('name', `must be at most ${MAX_NAME} characters`);
  const slug = fullName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug === '') throw invalidField('name', 'must contain a letter or a digit');
  const description = params.text('description') ?? null;
  if (description !== null && description.length > MAX_DESCRIPTION) {
    throw invalidField('description', `must be at most ${MAX_DESCRIPTION} characters`);
  }
  return {
    fullName,
    slug,
    description,
    privacy: privacyOf(params),
    showInDirectory: booleanParam(params, 'show_in_directory') ?? true,
  };
}

function privacyOf(params: Params): 'public' | 'private' {
  const privacy = params.text('privacy')?.toLowerCase();
  if (privacy !== undefined && privacy !== 'public' && privacy !== 'private') {
    throw invalidField('privacy', 'must be public or private');
  }
  const isPrivate = booleanParam(params, 'private');
  if (isPrivate !== undefined) return isPrivate ? 'private' : 'public';
  return privacy ?? 'public';
}

/** `true|false` (also 1/0, yes/no); anything else is a 400 naming the parameter. */
function booleanParam(params: Params, name: string): boolean | undefined {
  const value = params.text(name)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw invalidField(name, 'must be true or false');
}

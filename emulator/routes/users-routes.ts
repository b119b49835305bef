import type { Context, Hono } from 'hono';
import type { NetworkRow, Repository, UserRow } from '../db/repository';
import { ID_BASE } from '../db/ids';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, invalidField, notFound } from '../http/errors';
import { readParams } from '../http/params';
import { baseUrlOf, pathId, route } from '../http/routing';
import { hashPassword } from '../oauth/passwords';
import { topicReference } from '../serialize/topic';
import { fullUser, userReference, webPreferences } from '../serialize/user';
import { profileChanges, splitName } from './profile-params';
import { isPaidVerifiedAdmin, memberOrNotFound, requirePaidVerifiedAdmin } from './user-guards';

/**
 * The /api/v1/users endpoints (spec 4.6, 5.1, 5.5): listing, looking up, creating, updating, suspending and
 * deleting people. The rules other route modules share live in user-guards.ts; parameter parsing in
 * profile-params.ts.
 */

const PER_PAGE = 50;

/** A full user object with its state in the network and its profile (spec 4.6 fields). */
export function userPayload(
  repo: Repository,
  row: UserRow,
  ctx: { baseUrl: string; network: NetworkRow },
  state?: string,
) {
  return fullUser(row, ctx, repo.userStats(row.id, ctx.network.id), {
    state: state ?? repo.membership(ctx.network.id, row.id)?.state ?? 'active',
    profile: repo.profileOf(row.id),
  });
}

export function registerUsersRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;
  const ctxOf = (c: Context<AppEnv>) => ({ baseUrl: baseUrlOf(c, services), network: c.get('auth').network });

  /**
   * A bare array of the network's active people, 50 a page (api-shapes 5.1): alphabetical by username,
   * `sort_by=messages|followers` (most first), `reverse=TRUE`, `letter` (usernames starting with it).
   * Emulator only: `state=suspended` (admins only, else 403) lists the suspended people instead. The real
   * service documents no way to list them; each carries its `state`, so a client that asks a service which
   * ignores the filter gets active people, says so by their state, and can drop them.
   */
  route(app, '/api/v1/users', {
    GET: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const page = Math.max(1, params.int('page') ?? 1);
      const letter = params.text('letter')?.toLowerCase();
      if (letter !== undefined && Array.from(letter).length !== 1)
        throw invalidField('letter', 'must be one character');
      const sortBy = params.text('sort_by')?.toLowerCase() ?? 'name';
      if (sortBy !== 'name' && sortBy !== 'messages' && sortBy !== 'followers')
        throw invalidField('sort_by', 'must be messages or followers');
      const state = params.text('state')?.toLowerCase() ?? 'active';
      if (state !== 'active' && state !== 'suspended')
        throw invalidField('state', 'must be active or suspended');
      if (state === 'suspended') requirePaidVerifiedAdmin(c.get('auth'), 'list suspended users');
      const ctx = ctxOf(c);
      const users = repo.networkUsers({
        networkId: ctx.network.id,
        letter,
        sortBy,
        reverse: params.flag('reverse'),
        state,
        offset: (page - 1) * PER_PAGE,
        limit: PER_PAGE,
      });
      return c.json(users.map((u) => userPayload(repo, u, ctx, state)));
    },
    POST: async (c) => {
      const auth = c.get('auth');
      requirePaidVerifiedAdmin(auth, 'create users');
      const params = await readParams(c, services.bodyLimitBytes);
      const email = params.text('email');
      if (email === undefined) throw invalidField('email', 'is required', 'email_blank');
      const changes = profileChanges(params);
      const { network } = auth;
      const existing = repo.userByEmail(email);
      const state = existing ? repo.membership(network.id, existing.id)?.state : undefined;
      if (existing && state !== undefined && state !== 'deleted')
        throw invalidField('email', `${email} has already been taken`, 'taken');
      const now = services.now();
      const id = repo.transaction(() => {
        let userId: number;
        if (existing) {
          // The same person joins (or rejoins) this network: one user record serves every network.
          userId = existing.id;
          if (state === 'deleted') repo.setMembershipState(network.id, userId, 'active');
          else repo.insertMembership(network.id, userId, repo.membershipsOf(userId, true).length === 0, now);
        } else {
          userId = repo.nextUserId(ID_BASE.user + 1);
          const fullName = changes.user.full_name ?? nameFromEmail(email);
          repo.insertUser({
            id: userId,
            email,
            password_hash: demoPasswordHash(),
            name: uniqueUserName(repo, email),
            full_name: fullName,
            ...splitName(fullName),
            job_title: '',
            department: null,
            location: null,
            summary: null,
            expertise: null,
            interests: null,
            timezone: 'UTC',
            work_phone: null,
            mobile_phone: null,
            admin: 0,
            verified_admin: 0,
            hire_date: null,
            created_at: now,
          });
          repo.insertMembership(network.id, userId, true, now);
        }
        repo.updateUser(userId, changes.user);
        if (Object.keys(changes.profile).length > 0) repo.updateProfile(userId, changes.profile);
        return userId;
      });
      const user = repo.userById(id);
      if (!user) throw notFound(`No user ${id}.`);
      const ctx = ctxOf(c);
      const location = `${ctx.baseUrl}/api/v1/users/${id}`;
      return c.json(userPayload(repo, user, ctx, 'active'), 201, { Location: location });
    },
  });

  route(app, '/api/v1/users/current', {
    GET: (c) => {
      const { user, network } = c.get('auth');
      const ctx = ctxOf(c);
      const groups = repo
        .groupsByIds(repo.groupIdsOfUser(user.id))
        .filter((g) => g.network_id === network.id);
      const params = new URL(c.req.url).searchParams;
      const wanted = (name: string) => ['true', '1'].includes(params.get(name) ?? '');
      // A captured answer of the real service lists what the reader follows in `subscriptions`, as references.
      const subscriptions = [
        ...(wanted('include_followed_users') ? repo.usersByIds(repo.followedUserIds(user.id)) : [])
          .filter((u) => repo.membership(network.id, u.id))
          .map((u) => userReference(u, ctx, repo.userStats(u.id, network.id))),
        ...(wanted('include_followed_tags') ? repo.topicsByIds(repo.followedIds(user.id, 'topic')) : [])
          .filter((t) => t.network_id === network.id)
          .map((t) => topicReference(t, ctx)),
      ];
      return c.json({
        ...userPayload(repo, user, ctx, 'active'),
        web_preferences: webPreferences(ctx, groups),
        ...(wanted('include_followed_users') || wanted('include_followed_tags') ? { subscriptions } : {}),
      });
    },
  });

  /** An array (api-shapes 5.1) with the member of that address, suspended included; 404 when nobody has it. */
  route(app, '/api/v1/users/by_email', {
    GET: async (c) => {
      const params = await readParams(c, services.bodyLimitBytes);
      const email = params.text('email');
      if (email === undefined) throw invalidField('email', 'is required', 'email_blank');
      const ctx = ctxOf(c);
      const member = repo.memberByEmail(ctx.network.id, email);
      if (!member || member.state === 'deleted') throw notFound(`No user with the email ${email}.`);
      return c.json([userPayload(repo, member, ctx, member.state)]);
    },
  });

  /** `{users, more_available}` (api-shapes 5.1), 50 a page; a private group's members only for its members. */
  route(app, '/api/v1/users/in_group/:id{[0-9]+}', {
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const group = repo.groupById(pathId(c, 'id'));
      if (!group || group.network_id !== network.id) throw notFound('No such group in this network.');
      if (group.privacy === 'private' && !repo.isGroupMember(group.id, user.id))
        throw forbidden('This group is private: only its members can see who is in it.');
      const params = await readParams(c, services.bodyLimitBytes);
      const page = Math.max(1, params.int('page') ?? 1);
      const rows = repo.groupUsers(group.id, network.id, (page - 1) * PER_PAGE, PER_PAGE + 1);
      const ctx = ctxOf(c);
      return c.json({
        users: rows.slice(0, PER_PAGE).map((u) => userPayload(repo, u, ctx, 'active')),
        more_available: rows.length > PER_PAGE,
      });
    },
  });

  route(app, '/api/v1/users/:id{[0-9]+}', {
    GET: (c) => {
      const user = memberOrNotFound(repo, c.get('auth').network.id, pathId(c, 'id'));
      return c.json(userPayload(repo, user, ctxOf(c)));
    },
    /** The current user themself, or a verified admin of a paid network (spec 5.5). */
    PUT: async (c) => {
      const auth = c.get('auth');
      const target = memberOrNotFound(repo, auth.network.id, pathId(c, 'id'));
      if (target.id !== auth.user.id && !isPaidVerifiedAdmin(auth))
        throw forbidden('Only the user themself or a verified admin of a paid network can update a user.');
      const params = await readParams(c, services.bodyLimitBytes);
      const changes = profileChanges(params);
      const email = params.text('email');
      if (email !== undefined) {
        const owner = repo.userByEmail(email);
        if (owner && owner.id !== target.id)
          throw invalidField('email', `${email} has already been taken`, 'taken');
        changes.user.email = email;
      }
      repo.transaction(() => {
        repo.updateUser(target.id, changes.user);
        if (Object.keys(changes.profile).length > 0) repo.updateProfile(target.id, changes.profile);
      });
      const updated = repo.userById(target.id) ?? target;
      return c.json(userPayload(repo, updated, ctxOf(c)));
    },
    /**
     * Suspends (section 3), or deletes with `delete=true`: the person leaves the network's lists and their
     * tokens stop working at once; their messages stay. A deleted user is 404 afterwards. Admins cannot
     * suspend or delete themselves (403), so a network never loses its last admin by accident.
     */
    DELETE: async (c) => {
      const auth = c.get('auth');
      requirePaidVerifiedAdmin(auth, 'suspend or delete users');
      const target = memberOrNotFound(repo, auth.network.id, pathId(c, 'id'));
      if (target.id === auth.user.id) throw forbidden('You cannot suspend or delete yourself.');
      const params = await readParams(c, services.bodyLimitBytes);
      const state = params.flag('delete') ? 'deleted' : 'suspended';
      repo.transaction(() => {
        repo.setMembershipState(auth.network.id, target.id, state);
        repo.revokeTokensOf(target.id, auth.network.id, services.now());
      });
      return c.body(null, 200);
    },
  });
}

function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? email;
  return local
    .split(/[._-]+/)
    .filter((part) => part !== '')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}

/** The username: the address's local part, made unique with a number. */
function uniqueUserName(repo: Repository, email: string): string {
  const base =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9._-]/g, '')
      .replace(/^[._-]+|[._-]+$/g, '') || 'user';
  let name = base;
  for (let n = 2; repo.userNameTaken(name); n += 1) name = `${base}${String(n)}`;
  return name;
}

let demoHash: string | undefined;
/** People created through the API sign in to the emulator's dialog with the demo password, like the seed. */
function demoPasswordHash(): string {
  demoHash ??= hashPassword('demo', Buffer.from('commons-demo-seed'));
  return demoHash;
}

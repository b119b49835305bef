import type { Hono } from 'hono';
import { formatWireDate } from '../../contract/dates';
import type { InvitationRow } from '../db/invitations-repo';
import type { NetworkRow } from '../db/repository';
import type { AppEnv, Services } from '../http/app-env';
import { forbidden, HttpError, invalidField } from '../http/errors';
import { readParams } from '../http/params';
import { route } from '../http/routing';
import { isEmail } from './profile-params';
import { isPaidVerifiedAdmin } from './user-guards';

const MAX_EMAILS = 20;

/** The network's official domains: its domain and any subdomain of it. */
function isOfficialDomain(network: NetworkRow, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const official = network.domain.toLowerCase();
  return domain === official || domain.endsWith(`.${official}`);
}

function invitationObject(row: InvitationRow) {
  return {
    type: 'invitation',
    id: row.id,
    email: row.email,
    network_id: row.network_id,
    inviter_id: row.inviter_id,
    group_id: row.group_id,
    state: 'pending',
    created_at: formatWireDate(new Date(row.created_at)),
    sent_at: formatWireDate(new Date(row.sent_at)),
  };
}

/** One address refused, under the parameter that carried it, with the service's reason and its code. */
interface Refusal {
  field: string;
  message: string;
  code: 'invalid' | 'already_member' | 'external_domain';
}

/**
 * Every refused address in one answer: each parameter lists its refusals' reasons (the real service's
 * validation shape, `{"error":{"<field>":["msg"]}}`), `codes` says which kind each parameter's first refusal
 * is, `message` reads them all. 400 when any is malformed or already a member; 403 when all are only
 * outside the domains (the caller may not invite there, but nothing about the addresses is wrong).
 */
function refusedAddresses(refusals: Refusal[]): HttpError {
  const error: Record<string, unknown> = {};
  const codes: Record<string, string> = {};
  for (const { field, message, code } of refusals) {
    const list = (error[field] as string[] | undefined) ?? [];
    error[field] = [...list, message];
    codes[field] ??= code;
  }
  const status = refusals.every((r) => r.code === 'external_domain') ? 403 : 400;
  const first = refusals[0]?.code ?? 'invalid';
  const code = refusals.every((r) => r.code === first) ? first : 'invalid';
  const message = refusals.map((r) => `${r.field}: ${r.message}`).join('; ');
  return new HttpError(status, { error: { ...error, code, codes, message } });
}

/**
 * POST /invitations (spec 4.12): `email` (repeatable or comma-separated) or `email1`..`email20`, optional
 * `group_id`. Everything is checked before anything is stored, so one bad address invites nobody, and the
 * answer names every bad address at once (`refusedAddresses`): malformed, someone already in the network, or
 * outside the network's official domains unless the caller is a verified admin of a paid network. 201 with
 * `{invitations: [...]}`, one per distinct address; inviting an address again re-sends its invitation.
 */
export function registerInvitationsRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, '/api/v1/invitations', {
    POST: async (c) => {
      const auth = c.get('auth');
      const { network, user } = auth;
      const params = await readParams(c, services.bodyLimitBytes);
      const fields: [string, string][] = [];
      for (const value of params.getAll('email')) fields.push(['email', value]);
      for (let n = 1; n <= MAX_EMAILS; n += 1) {
        for (const value of params.getAll(`email${String(n)}`)) fields.push([`email${String(n)}`, value]);
      }
      const refusals: Refusal[] = [];
      const wanted = new Map<string, { field: string; email: string }>();
      for (const [field, value] of fields) {
        for (const email of value.split(/[\s,;]+/).filter((v) => v !== '')) {
          if (!isEmail(email))
            refusals.push({ field, message: `${email} is not a valid email address`, code: 'invalid' });
          else if (!wanted.has(email.toLowerCase())) wanted.set(email.toLowerCase(), { field, email });
        }
      }
      if (wanted.size === 0 && refusals.length === 0)
        throw invalidField('email', 'is required', 'email_blank');
      if (wanted.size + refusals.length > MAX_EMAILS)
        throw invalidField('email', `at most ${String(MAX_EMAILS)} addresses per request`);

      const groupId = params.id('group_id');
      if (groupId !== undefined) {
        const group = repo.groupById(groupId);
        if (!group || group.network_id !== network.id)
          throw invalidField('group_id', `no group ${String(groupId)} in this network`, 'not_found', 404);
        if (group.privacy === 'private' && !repo.isGroupMember(group.id, user.id))
          throw forbidden('Only members can invite people to this private group.');
      }

      const admin = isPaidVerifiedAdmin(auth);
      for (const { field, email } of wanted.values()) {
        const member = repo.memberByEmail(network.id, email);
        if (member && member.state !== 'deleted')
          refusals.push({ field, message: `${email} is already in ${network.name}`, code: 'already_member' });
        else if (!admin && !isOfficialDomain(network, email))
          refusals.push({
            field,
            message: `${email} is outside the network's domain ${network.domain}; only verified admins of a paid network can invite other domains`,
            code: 'external_domain',
          });
      }
      if (refusals.length > 0) throw refusedAddresses(refusals);
      const now = services.now();
      const rows = repo.transaction(() =>
        [...wanted.values()].map(({ email }) =>
          repo.inviteEmail(network.id, email, user.id, groupId ?? null, now),
        ),
      );
      return c.json({ invitations: rows.map(invitationObject) }, 201);
    },
  });
}

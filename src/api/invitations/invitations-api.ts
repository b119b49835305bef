import type { Id } from '../../../contract/common';
import type { Invitation } from '../../../contract/people';
import { ApiError } from '../http/api-error';
import { httpClient } from '../http/http-client';
import type { Params } from '../http/wire-request';

/** The service takes `email1`..`email20` in one request (spec 4.12). */
export const MAX_INVITATIONS = 20;

/** What became of one address: it went out, or the service refused it and said why (in its own words). */
export type AddressOutcome = { state: 'sent' } | { state: 'refused'; reason: string; code?: string };

export interface InviteResult {
  /** Per address as given; an address neither sent nor refused is missing (the request failed first). */
  outcomes: Map<string, AddressOutcome>;
  /** What stopped the sending before every address had an outcome (network, 5xx, a whole-request refusal). */
  failure: unknown;
}

/**
 * `POST /invitations.json` with each address as its own numbered parameter, so a refusal that names
 * `emailN` names one address. The answer's body is undocumented (api-shapes 4.12): any 2xx means sent.
 */
export function postInvitations(emails: readonly string[], groupId?: Id, signal?: AbortSignal) {
  const form: Params = {};
  emails.forEach((email, i) => {
    form[`email${String(i + 1)}`] = email;
  });
  if (groupId !== undefined) form.group_id = groupId;
  return httpClient().request('/invitations.json', {
    method: 'POST',
    form,
    signal,
    read: (json): Invitation[] => {
      const list = (json as { invitations?: unknown } | null)?.invitations;
      return Array.isArray(list) ? (list as Invitation[]) : [];
    },
  });
}

/**
 * The service writes a reason as a clause ("x is already in Example Corp"): shown as a sentence, its first
 * letter raised unless it is an address (an address is shown as the user wrote it).
 */
function sentence(text: string): string {
  const start = /^\S*@/.test(text) ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return /[.!?]$/.test(start) ? start : `${start}.`;
}

/**
 * The addresses a 400/403 refuses, each with the service's reason: `{"error": {"email3": ["…"], "codes":
 * {"email3": "already_member"}}}` names the third address sent. A field the request did not carry as one
 * address (`email`, a number beyond those sent) is matched by the address its message names. Null when the
 * answer refuses no address (a missing group, too many addresses, a private group): the request as a whole failed.
 */
export function refusalsOf(error: unknown, sent: readonly string[]): Map<string, AddressOutcome> | null {
  if (!(error instanceof ApiError) || (error.kind !== 'bad-request' && error.kind !== 'forbidden'))
    return null;
  const body = (error.body as { error?: unknown } | null)?.error;
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const codes = (typeof fields.codes === 'object' && fields.codes !== null ? fields.codes : {}) as Record<
    string,
    unknown
  >;
  const shared = typeof fields.code === 'string' ? fields.code : undefined;
  const refused = new Map<string, AddressOutcome>();
  for (const [field, value] of Object.entries(fields)) {
    if (!/^email\d*$/.test(field) || !Array.isArray(value)) continue;
    const reasons = value.filter((v): v is string => typeof v === 'string');
    const numbered = /^email(\d+)$/.exec(field);
    const byNumber = numbered ? sent[Number(numbered[1]) - 1] : undefined;
    for (const reason of reasons) {
      const named =
        byNumber !== undefined &&
        (reasons.length === 1 || reason.toLowerCase().includes(byNumber.toLowerCase()))
          ? byNumber
          : sent.find((email) => reason.toLowerCase().includes(email.toLowerCase()));
      if (named === undefined) continue;
      const code = typeof codes[field] === 'string' ? codes[field] : shared;
      refused.set(named, { state: 'refused', reason: sentence(reason), ...(code ? { code } : {}) });
    }
  }
  return refused.size > 0 ? refused : null;
}

export type SendInvitations = (emails: readonly string[], groupId?: Id) => Promise<unknown>;

/**
 * Invites every address that the service accepts. The service is all-or-nothing (one refused address
 * invites nobody), so the refused ones are taken out and the rest sent again at once; a service that names
 * only one refusal per answer costs one more round each. Every round takes out at least one address, so
 * there are at most as many rounds as addresses, plus the one that goes out.
 */
export async function inviteEach(
  emails: readonly string[],
  groupId: Id | undefined,
  send: SendInvitations = postInvitations,
): Promise<InviteResult> {
  const outcomes = new Map<string, AddressOutcome>();
  let pending = [...emails];
  for (let round = 0; pending.length > 0 && round <= emails.length; round += 1) {
    try {
      await send(pending, groupId);
      for (const email of pending) outcomes.set(email, { state: 'sent' });
      return { outcomes, failure: null };
    } catch (error) {
      const refused = refusalsOf(error, pending);
      if (!refused) return { outcomes, failure: error };
      for (const [email, outcome] of refused) outcomes.set(email, outcome);
      pending = pending.filter((email) => !refused.has(email));
    }
  }
  return { outcomes, failure: null };
}

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { inviteEach, postInvitations, refusalsOf } from './invitations-api';
import { emulatorService } from '../testing/emulator-service';

const refusal = (status: number, error: Record<string, unknown>) =>
  new ApiError(status === 403 ? 'forbidden' : 'bad-request', 'refused', status, { error });

/** Engineering, a group of the seeded demo network that alice is in. */
const ENGINEERING = 31158067001;
/** Example Corp, alice's network. */
const EXAMPLE_CORP = 5897756601;

describe('postInvitations', () => {
  it('POSTs invitations.json with email1..emailN and group_id, form-encoded, and the service invites each', async () => {
    const service = emulatorService();
    const forms: URLSearchParams[] = [];
    service.intercept(async (request) => {
      forms.push(new URLSearchParams(await request.text()));
      return undefined;
    });
    const answer = await postInvitations(['a@example.com', 'b@example.com'], ENGINEERING);
    expect(service.requests).toEqual(['POST /api/v1/invitations.json']);
    expect(forms.map((form) => Object.fromEntries(form))).toEqual([
      { email1: 'a@example.com', email2: 'b@example.com', group_id: String(ENGINEERING) },
    ]);
    expect(answer.map((invitation) => invitation.email)).toEqual(['a@example.com', 'b@example.com']);
  });

  it('reads the service’s refusal of some addresses as one answer per address, none invited', async () => {
    const service = emulatorService();
    const sent = ['new.one@example.com', 'bob@example.com', 'pal@gmail.com'];
    const error = await postInvitations(sent).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const refusals = refusalsOf(error, sent);
    expect(
      [...(refusals?.entries() ?? [])].map(([email, outcome]) => [
        email,
        outcome.state,
        'code' in outcome ? outcome.code : undefined,
      ]),
    ).toEqual([
      ['bob@example.com', 'refused', 'already_member'],
      ['pal@gmail.com', 'refused', 'external_domain'],
    ]);
    expect(refusals?.get('bob@example.com')).toMatchObject({
      reason: 'bob@example.com is already in Example Corp.',
    });
    // All or nothing: the good address was not invited either.
    const invited = service.emulator.repo.invitationsOfNetwork(EXAMPLE_CORP).map((row) => row.email);
    expect(invited).not.toContain('new.one@example.com');
  });
});

describe('refusalsOf', () => {
  const sent = ['ok@example.com', 'bob@example.com', 'pal@gmail.com'];

  it('reads each emailN as the Nth address sent, with the service words as a sentence and its code', () => {
    const error = refusal(400, {
      email2: ['bob@example.com is already in Example Corp'],
      email3: ['pal@gmail.com is outside the network’s domain example.com'],
      code: 'invalid',
      codes: { email2: 'already_member', email3: 'external_domain' },
      message: '…',
    });
    expect(refusalsOf(error, sent)).toEqual(
      new Map([
        [
          'bob@example.com',
          { state: 'refused', reason: 'bob@example.com is already in Example Corp.', code: 'already_member' },
        ],
        [
          'pal@gmail.com',
          {
            state: 'refused',
            reason: 'pal@gmail.com is outside the network’s domain example.com.',
            code: 'external_domain',
          },
        ],
      ]),
    );
  });

  it('a body naming one field (the older answer) refuses that one address, with the shared code', () => {
    const error = refusal(403, { email3: ['pal@gmail.com is outside'], code: 'external_domain' });
    expect([...(refusalsOf(error, sent)?.entries() ?? [])]).toEqual([
      ['pal@gmail.com', { state: 'refused', reason: 'pal@gmail.com is outside.', code: 'external_domain' }],
    ]);
  });

  it('a plain `email` field is matched by the address its message names', () => {
    const error = refusal(400, { email: ['bob@example.com is already in Example Corp'] });
    expect([...(refusalsOf(error, sent)?.keys() ?? [])]).toEqual(['bob@example.com']);
  });

  it('a reason that does not start with the address is raised to a sentence', () => {
    const error = refusal(400, { email1: ['must be a company address'] });
    expect(refusalsOf(error, sent)?.get('ok@example.com')).toEqual({
      state: 'refused',
      reason: 'Must be a company address.',
      code: undefined,
    });
  });

  it('no address refused (group, count, network, 5xx) is not a per-address answer', () => {
    expect(refusalsOf(refusal(404, { group_id: ['no group 42'] }), sent)).toBeNull();
    expect(refusalsOf(refusal(400, { email: ['at most 20 addresses per request'] }), sent)).toBeNull();
    expect(refusalsOf(new ApiError('network', 'down'), sent)).toBeNull();
    expect(refusalsOf(new ApiError('server', 'oops', 500, { error: { email1: ['x'] } }), sent)).toBeNull();
  });
});

describe('inviteEach', () => {
  /** A fake all-or-nothing service that names only the first bad address of each request. */
  const oneAtATime = (bad: Set<string>) =>
    vi.fn((emails: readonly string[], _groupId?: number) => {
      const index = emails.findIndex((e) => bad.has(e));
      if (index < 0) return Promise.resolve([]);
      return Promise.reject(
        refusal(403, { [`email${String(index + 1)}`]: [`${emails[index] ?? ''} is outside`] }),
      );
    });

  it('takes the refused out and sends the rest again until the good ones go out', async () => {
    const send = oneAtATime(new Set(['x@gmail.com', 'y@gmail.com']));
    const result = await inviteEach(
      ['a@example.com', 'x@gmail.com', 'b@example.com', 'y@gmail.com'],
      3,
      send,
    );
    expect(send.mock.calls.map((c) => c[0])).toEqual([
      ['a@example.com', 'x@gmail.com', 'b@example.com', 'y@gmail.com'],
      ['a@example.com', 'b@example.com', 'y@gmail.com'],
      ['a@example.com', 'b@example.com'],
    ]);
    expect(send.mock.calls.every((c) => c[1] === 3)).toBe(true);
    expect(result.failure).toBeNull();
    expect(Object.fromEntries([...result.outcomes].map(([e, o]) => [e, o.state]))).toEqual({
      'a@example.com': 'sent',
      'b@example.com': 'sent',
      'x@gmail.com': 'refused',
      'y@gmail.com': 'refused',
    });
  });

  it('every address refused: stops without sending an empty request', async () => {
    const send = oneAtATime(new Set(['x@gmail.com', 'y@gmail.com']));
    const result = await inviteEach(['x@gmail.com', 'y@gmail.com'], undefined, send);
    expect(send).toHaveBeenCalledTimes(2);
    expect([...result.outcomes.values()].every((o) => o.state === 'refused')).toBe(true);
  });

  it('a failure that refuses no address stops and is reported, the refusals so far kept', async () => {
    const down = new ApiError('network', 'down');
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal(403, { email2: ['x@gmail.com is outside'] }))
      .mockRejectedValueOnce(down);
    const result = await inviteEach(['a@example.com', 'x@gmail.com'], undefined, send);
    expect(result.failure).toBe(down);
    expect([...result.outcomes.keys()]).toEqual(['x@gmail.com']);
  });

  it('is bounded even if the service keeps refusing something it never names', async () => {
    const send = vi.fn(() => Promise.reject(refusal(400, { email1: ['nope'] })));
    const result = await inviteEach(['a@example.com', 'b@example.com'], undefined, send);
    expect(send.mock.calls.length).toBeLessThanOrEqual(3);
    expect(result.outcomes.get('a@example.com')?.state).toBe('refused');
    expect(result.outcomes.get('b@example.com')?.state).toBe('refused');
  });
});

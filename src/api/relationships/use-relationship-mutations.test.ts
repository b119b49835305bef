import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Relationships } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { useAddRelationship, useRemoveRelationship, withPerson } from './use-relationship-mutations';
import { relationshipQueries } from './relationships-api';
import { emulatorService, type EmulatorService } from '../testing/emulator-service';
import { userQueries } from '../users/users-api';

const ids = (people: readonly UserReference[] | undefined) => people?.map((p) => p.id) ?? [];
const none: Relationships = { superiors: [], subordinates: [], colleagues: [] };
const ALICE = 36425097002;

/**
 * Alice, the reader (unless `as` says who), edits her own reporting lines in the seeded demo network, with
 * `other`: someone in none of them. Their charts are cached as the emulator has them.
 */
async function setUp(as?: string) {
  const service = emulatorService({ as });
  const chart = async (id: number) =>
    (await (await service.ask(`/api/v1/relationships.json?user_id=${String(id)}`)).json()) as Relationships;
  const refOf = async (id: number): Promise<UserReference> => {
    const person = (await (await service.ask(`/api/v1/users/${String(id)}.json`)).json()) as User;
    return { type: 'user', id: person.id, name: person.name, full_name: person.full_name };
  };
  const alice = await refOf(ALICE);
  // Someone in none of alice's reporting lines: the first such on the directory's first page.
  const charted = new Set(
    Object.values(await chart(ALICE)).flatMap((people: UserReference[]) => ids(people)),
  );
  const page = (await (await service.ask('/api/v1/users.json')).json()) as User[];
  const stranger = page.find((person) => person.id !== ALICE && !charted.has(person.id));
  if (!stranger) throw new Error('everyone is in alice’s chart');
  const other = await refOf(stranger.id);
  const otherEmail = stranger.email ?? '';
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const reader = await service.ask('/api/v1/users/current.json');
  client.setQueryData(userQueries.current().queryKey, (await reader.json()) as User);
  client.setQueryData(relationshipQueries.of(alice.id).queryKey, await chart(alice.id));
  client.setQueryData(relationshipQueries.of(other.id).queryKey, await chart(other.id));
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const chartOf = (id: number) => client.getQueryData(relationshipQueries.of(id).queryKey);
  return { service, client, wrapper, chartOf, chart, alice, other, otherEmail };
}

/** A stall in front of the emulator, let go when the test has looked at the optimistic state. */
function held(service: EmulatorService) {
  let release: () => void = () => undefined;
  service.intercept(
    (request) =>
      new Promise<Response>((resolve) => {
        release = () => {
          resolve(service.emulator.app.fetch(request));
        };
      }),
  );
  return () => {
    release();
  };
}

describe('useAddRelationship', () => {
  it('adds the colleague to both charts at once, as the service orders them, then keeps its answer', async () => {
    const { service, wrapper, chartOf, chart, alice, other, otherEmail } = await setUp();
    const release = held(service);
    const forms: URLSearchParams[] = [];
    service.intercept(async (request) => {
      forms.push(new URLSearchParams(await request.text()));
      return undefined;
    });
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({
        owner: alice,
        type: 'colleague',
        person: other,
        email: otherEmail,
      });
    });
    await waitFor(() => {
      expect(ids(chartOf(alice.id)?.colleagues)).toContain(other.id);
    });
    const shown = { alice: chartOf(alice.id), other: chartOf(other.id) };
    expect(ids(shown.other?.colleagues)).toContain(alice.id);
    expect(forms[0]?.get('colleague')).toBe(otherEmail);
    expect(forms[0]?.get('user_id')).toBe(String(alice.id));
    release();
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    // What was shown at once is what the service made of it, seen from either side.
    expect(ids(shown.alice?.colleagues)).toEqual(ids((await chart(alice.id)).colleagues));
    expect(ids(shown.other?.colleagues)).toEqual(ids((await chart(other.id)).colleagues));
    expect(chartOf(alice.id)).toEqual(await chart(alice.id));
  });

  it('takes the change back from both charts when the service refuses it, and says why', async () => {
    const { wrapper, chartOf, chart, alice, other } = await setUp();
    const before = { alice: chartOf(alice.id), other: chartOf(other.id) };
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({ owner: alice, type: 'colleague', person: other, email: 'x@example.com' });
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(chartOf(alice.id)).toEqual(before.alice);
    expect(chartOf(other.id)).toEqual(before.other);
    expect(result.current.error?.message).toContain('nobody in this network has the email x@example.com');
    expect(await chart(alice.id)).toEqual(before.alice);
  });

  it('a refused addition of someone already listed leaves them in both charts', async () => {
    const { wrapper, chartOf, client, alice, other } = await setUp();
    const listed = { ...none, colleagues: [other] };
    client.setQueryData(relationshipQueries.of(alice.id).queryKey, listed);
    client.setQueryData(relationshipQueries.of(other.id).queryKey, { ...none, colleagues: [alice] });
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({ owner: alice, type: 'colleague', person: other, email: 'x@example.com' });
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(ids(chartOf(alice.id)?.colleagues)).toEqual([other.id]);
    expect(ids(chartOf(other.id)?.colleagues)).toEqual([alice.id]);
  });

  it('a new manager gets the owner among their direct reports', async () => {
    const { wrapper, chartOf, chart, alice, other, otherEmail } = await setUp();
    const managers = ids(chartOf(alice.id)?.superiors);
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({
        owner: alice,
        type: 'superior',
        person: other,
        email: otherEmail,
      });
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(ids(chartOf(other.id)?.subordinates)).toContain(alice.id);
    expect(ids(chartOf(alice.id)?.superiors)).toEqual(expect.arrayContaining([...managers, other.id]));
    expect(ids((await chart(other.id)).subordinates)).toContain(alice.id);
  });
});

describe('useRemoveRelationship', () => {
  it('removes at once, and puts the manager back on a 403', async () => {
    // Bob, editing alice's chart, which only she (or a verified admin) may.
    const { service, wrapper, chartOf, chart, alice } = await setUp('bob@example.com');
    const managers = chartOf(alice.id)?.superiors ?? [];
    const [manager] = managers;
    if (!manager) throw new Error('alice has no manager in the seed');
    const release = held(service);
    const { result } = renderHook(() => useRemoveRelationship(), { wrapper });
    act(() => {
      result.current.mutate({ owner: alice, type: 'superior', person: manager });
    });
    await waitFor(() => {
      expect(ids(chartOf(alice.id)?.superiors)).not.toContain(manager.id);
    });
    const [path, query] = (service.requests.at(-1) ?? '').split('?');
    expect(path).toBe(`DELETE /api/v1/relationships/${String(manager.id)}.json`);
    expect(new URLSearchParams(query).get('type')).toBe('superior');
    release();
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(chartOf(alice.id)?.superiors).toEqual(managers);
    expect((await chart(alice.id)).superiors).toEqual(managers);
  });
});

describe('withPerson', () => {
  const maria: UserReference = { type: 'user', id: 50, name: 'maria.vogel', full_name: 'Maria Vogel' };

  it('adds nobody twice', () => {
    const data = { ...none, colleagues: [maria] };
    expect(withPerson(data, 'colleague', maria)).toBe(data);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Relationships } from '../../../contract/people';
import type { UserReference } from '../../../contract/references';
import type { User } from '../../../contract/users';
import { useAddRelationship, useRemoveRelationship, withPerson } from './use-relationship-mutations';
import { relationshipQueries } from './relationships-api';
import { fakeService, json } from '../testing/fake-service';
import { userQueries } from '../users/users-api';

const ref = (id: number, name: string): UserReference => ({ type: 'user', id, name, full_name: name });
const lucia = ref(40, 'lucia.dubois');
const malik = ref(2, 'malik.farouk');
const maria = ref(50, 'maria.vogel');
const none: Relationships = { superiors: [], subordinates: [], colleagues: [] };

function setUp(answer: (url: URL, init: RequestInit) => Response | Promise<Response>) {
  const service = fakeService(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  // The reader, whose outbox the edits go through.
  client.setQueryData(userQueries.current().queryKey, { id: lucia.id, network_id: 1 } as User);
  client.setQueryData(relationshipQueries.of(lucia.id).queryKey, { ...none, superiors: [malik] });
  client.setQueryData(relationshipQueries.of(maria.id).queryKey, { ...none, colleagues: [ref(60, 'zoe.x')] });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const chartOf = (id: number) => client.getQueryData(relationshipQueries.of(id).queryKey);
  return { service, client, wrapper, chartOf };
}

/** A response the test lets go when it has looked at the optimistic state. */
function held() {
  let release: (r: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

describe('useAddRelationship', () => {
  it('adds the colleague to both charts at once, then keeps the service answer for the owner', async () => {
    const gate = held();
    const { service, wrapper, chartOf } = setUp(() => gate.response);
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({
        owner: lucia,
        type: 'colleague',
        person: maria,
        email: 'maria.vogel@example.com',
      });
    });
    await waitFor(() => {
      expect(chartOf(lucia.id)?.colleagues.map((p) => p.id)).toEqual([maria.id]);
    });
    // Seen from Maria's side, Lucia is her colleague too, in the service's order (by user name).
    expect(chartOf(maria.id)?.colleagues.map((p) => p.id)).toEqual([lucia.id, 60]);
    const form = service.fetchMock.mock.calls[0]?.[1]?.body as URLSearchParams;
    expect(form.get('colleague')).toBe('maria.vogel@example.com');
    expect(form.get('user_id')).toBe(String(lucia.id));
    gate.release(
      json({ superiors: [malik], subordinates: [], colleagues: [maria, ref(70, 'also.added')] }, 201),
    );
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(chartOf(lucia.id)?.colleagues.map((p) => p.id)).toEqual([maria.id, 70]);
  });

  it('takes the change back from both charts when the service refuses it, and says why', async () => {
    const { wrapper, chartOf } = setUp(() =>
      json(
        { error: { colleague: ['nobody'], message: 'colleague: nobody in this network has the email x' } },
        400,
      ),
    );
    const before = { lucia: chartOf(lucia.id), maria: chartOf(maria.id) };
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({ owner: lucia, type: 'colleague', person: maria, email: 'x@example.com' });
    });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(chartOf(lucia.id)).toEqual(before.lucia);
    expect(chartOf(maria.id)).toEqual(before.maria);
    expect(result.current.error?.message).toContain('nobody in this network has the email x');
  });

  it('a new manager gets the owner among their direct reports', async () => {
    const { client, wrapper, chartOf } = setUp(() => json({ ...none, superiors: [malik, maria] }, 201));
    client.setQueryData(relationshipQueries.of(maria.id).queryKey, none);
    const { result } = renderHook(() => useAddRelationship(), { wrapper });
    act(() => {
      result.current.mutate({
        owner: lucia,
        type: 'superior',
        person: maria,
        email: 'maria.vogel@example.com',
      });
    });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(chartOf(maria.id)?.subordinates.map((p) => p.id)).toEqual([lucia.id]);
    expect(chartOf(lucia.id)?.superiors.map((p) => p.id)).toEqual([malik.id, maria.id]);
  });
});

describe('useRemoveRelationship', () => {
  it('removes at once, and puts the manager back on a 403', async () => {
    const gate = held();
    const { service, wrapper, chartOf, client } = setUp(() => gate.response);
    client.setQueryData(relationshipQueries.of(malik.id).queryKey, { ...none, subordinates: [lucia] });
    const { result } = renderHook(() => useRemoveRelationship(), { wrapper });
    act(() => {
      result.current.mutate({ owner: lucia, type: 'superior', person: malik });
    });
    await waitFor(() => {
      expect(chartOf(lucia.id)?.superiors).toEqual([]);
    });
    expect(chartOf(malik.id)?.subordinates).toEqual([]);
    expect(service.urlOf(0).pathname).toBe(`/api/v1/relationships/${String(malik.id)}.json`);
    expect(service.urlOf(0).searchParams.get('type')).toBe('superior');
    gate.release(
      json(
        {
          error: {
            base: 'Only that user or a verified admin of a paid network can edit their relationships.',
          },
        },
        403,
      ),
    );
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(chartOf(lucia.id)?.superiors).toEqual([malik]);
    expect(chartOf(malik.id)?.subordinates).toEqual([lucia]);
  });
});

describe('withPerson', () => {
  it('adds nobody twice', () => {
    const data = { ...none, colleagues: [maria] };
    expect(withPerson(data, 'colleague', maria)).toBe(data);
  });
});

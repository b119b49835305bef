import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Relationships } from '../../../contract/people';
import { relationshipQueries } from './relationships-api';
import { emulatorService } from '../testing/emulator-service';
import { BASE, json } from '../testing/service-kit';
import { useRelationships } from './use-relationships';

// People of the seeded demo network: alice, bob and two more of Example Corp.
const [ALICE, BOB, CARL, DANA] = [36425097002, 36425097003, 36425097004, 36425097005];

function setUp(fail: Set<number> = new Set()) {
  const service = emulatorService();
  service.intercept((request) =>
    fail.has(Number(new URL(request.url).searchParams.get('user_id'))) ? json({}, 500) : undefined,
  );
  const asked = () =>
    service.requests.map((request) =>
      Number(new URL(request.split(' ')[1] ?? '', BASE).searchParams.get('user_id')),
    );
  /** Someone's chart as the emulator has it. */
  const chart = async (id: number) =>
    (await (await service.ask(`/api/v1/relationships.json?user_id=${String(id)}`)).json()) as Relationships;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { asked, chart, client, wrapper };
}

describe('useRelationships', () => {
  it('asks only for the people the cache lacks, and re-renders as each answer lands', async () => {
    const { asked, chart, client, wrapper } = setUp();
    const cached = await chart(ALICE);
    client.setQueryData(relationshipQueries.of(ALICE).queryKey, cached);
    const { result } = renderHook(() => useRelationships([ALICE, BOB]), { wrapper });
    expect(result.current.states[0]?.data).toBe(cached);
    const bobs = await chart(BOB);
    await waitFor(() => {
      expect(result.current.states[1]?.data).toEqual(bobs);
    });
    expect(bobs.superiors.length + bobs.subordinates.length + bobs.colleagues.length).toBeGreaterThan(0);
    expect(asked()).toEqual([BOB]);
  });

  it('asks again for a query the cache dropped while it is shown', async () => {
    const { asked, chart, client, wrapper } = setUp();
    const { result } = renderHook(() => useRelationships([CARL]), { wrapper });
    await waitFor(() => {
      expect(result.current.states[0]?.data).toBeDefined();
    });
    act(() => {
      client.removeQueries({ queryKey: relationshipQueries.of(CARL).queryKey });
    });
    await waitFor(() => {
      expect(asked()).toEqual([CARL, CARL]);
    });
    const carls = await chart(CARL);
    await waitFor(() => {
      expect(result.current.states[0]?.data).toEqual(carls);
    });
  });

  it('keeps a failure until Retry, then asks once more', async () => {
    const fail = new Set([DANA]);
    const { asked, chart, wrapper } = setUp(fail);
    const { result } = renderHook(() => useRelationships([DANA]), { wrapper });
    await waitFor(() => {
      expect(result.current.states[0]?.error).not.toBeNull();
    });
    expect(asked()).toEqual([DANA]);
    fail.clear();
    act(() => {
      result.current.retry();
    });
    const danas = await chart(DANA);
    await waitFor(() => {
      expect(result.current.states[0]?.data).toEqual(danas);
    });
    expect(asked()).toEqual([DANA, DANA]);
  });
});

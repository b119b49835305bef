import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Relationships } from '../../../contract/people';
import { relationshipQueries } from './relationships-api';
import { fakeService, json } from '../testing/fake-service';
import { useRelationships } from './use-relationships';

const chart = (id: number): Relationships => ({
  superiors: [{ type: 'user', id: id + 1, name: 'boss', full_name: 'Boss' }],
  subordinates: [],
  colleagues: [],
});

function setUp(fail: Set<number> = new Set()) {
  const asked: number[] = [];
  fakeService((url) => {
    const id = Number(url.searchParams.get('user_id'));
    asked.push(id);
    return fail.has(id) ? json({}, 500) : json(chart(id));
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  return { asked, client, wrapper };
}

describe('useRelationships', () => {
  it('asks only for the people the cache lacks, and re-renders as each answer lands', async () => {
    const { asked, client, wrapper } = setUp();
    client.setQueryData(relationshipQueries.of(1).queryKey, chart(1));
    const { result } = renderHook(() => useRelationships([1, 2]), { wrapper });
    expect(result.current.states[0]?.data).toEqual(chart(1));
    await waitFor(() => {
      expect(result.current.states[1]?.data).toEqual(chart(2));
    });
    expect(asked).toEqual([2]);
  });

  it('asks again for a query the cache dropped while it is shown', async () => {
    const { asked, client, wrapper } = setUp();
    const { result } = renderHook(() => useRelationships([3]), { wrapper });
    await waitFor(() => {
      expect(result.current.states[0]?.data).toBeDefined();
    });
    act(() => {
      client.removeQueries({ queryKey: relationshipQueries.of(3).queryKey });
    });
    await waitFor(() => {
      expect(asked).toEqual([3, 3]);
    });
    await waitFor(() => {
      expect(result.current.states[0]?.data).toEqual(chart(3));
    });
  });

  it('keeps a failure until Retry, then asks once more', async () => {
    const fail = new Set([4]);
    const { asked, wrapper } = setUp(fail);
    const { result } = renderHook(() => useRelationships([4]), { wrapper });
    await waitFor(() => {
      expect(result.current.states[0]?.error).not.toBeNull();
    });
    expect(asked).toEqual([4]);
    fail.clear();
    act(() => {
      result.current.retry();
    });
    await waitFor(() => {
      expect(result.current.states[0]?.data).toEqual(chart(4));
    });
    expect(asked).toEqual([4, 4]);
  });
});

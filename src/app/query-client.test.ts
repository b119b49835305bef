import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('the query client', () => {
  it('in a page loaded offline, waits for the network instead of failing its queries', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('online, leaves TanStack Query to the browser events', () => {
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
  });
});

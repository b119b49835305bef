import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW_AFTER_MS, SlowRequests } from './slow-requests';

afterEach(() => {
  vi.useRealTimers();
});

describe('SlowRequests', () => {
  it('turns slow when a request waits past the threshold, and back when it is answered', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const requests = new SlowRequests(onChange);
    const answered = requests.begin();
    vi.advanceTimersByTime(SLOW_AFTER_MS - 1);
    expect(requests.slow).toBe(false);
    vi.advanceTimersByTime(1);
    expect(requests.slow).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    answered();
    expect(requests.slow).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('follows the oldest request still waiting', () => {
    vi.useFakeTimers();
    const requests = new SlowRequests(() => undefined, 1000);
    const first = requests.begin();
    vi.advanceTimersByTime(600);
    const second = requests.begin();
    first();
    vi.advanceTimersByTime(500);
    expect(requests.slow).toBe(false);
    vi.advanceTimersByTime(500);
    expect(requests.slow).toBe(true);
    second();
    second();
    expect(requests.slow).toBe(false);
  });
});

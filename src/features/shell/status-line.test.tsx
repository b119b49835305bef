import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RateLimiter } from '../../api/http/rate-limiter';
import { emulatorService } from '../../api/testing/emulator-service';
import { sameRuleForEveryGroup } from '../../api/testing/service-kit';
import { flashNotice } from '../../components/flash-notice';
import { StatusLine } from './status-line';

/** The app's client against the emulator, with a budget of one request in 10 s. */
function clientWithBudgetOfOne() {
  return emulatorService({
    limiter: new RateLimiter({
      rules: sameRuleForEveryGroup({ limit: 1, windowMs: 10_000 }),
      margin: 0,
      paddingMs: 0,
    }),
  }).client;
}

describe('the status line', () => {
  it('says how long a queued request waits for the rate limit', async () => {
    const client = clientWithBudgetOfOne();
    render(<StatusLine />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    const read = (json: unknown) => json;
    await client.request('/users/current.json', { read });
    const queued = new AbortController();
    void client.request('/users/current.json', { read, signal: queued.signal }).catch(() => undefined);
    expect(await screen.findByText(/^Waiting for the rate limit; sending in (9|10) s\.$/)).toBeVisible();
    queued.abort();
    await vi.waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('');
    });
  });

  it('tells an unreachable service from an offline browser, and says when a 503 is asked again', async () => {
    const { client, intercept } = emulatorService();
    const reconnect = intercept(() => {
      throw new TypeError('Failed to fetch');
    });
    render(<StatusLine />);
    const read = (json: unknown) => json;
    await client.request('/users/current.json', { read }).catch(() => undefined);
    expect(
      await screen.findByText('The service cannot be reached. What is shown may be out of date.'),
    ).toBeVisible();
    reconnect();
    intercept(() => new Response('', { status: 503, headers: { 'Retry-After': '5' } }));
    const asked = new AbortController();
    void client.request('/users/current.json', { read, signal: asked.signal }).catch(() => undefined);
    expect(await screen.findByText(/^The service is unavailable; trying again in [45] s\.$/)).toBeVisible();
    asked.abort();
    await vi.waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('');
    });
  });

  it('says a confirmation that outlived its screen, for a few seconds', async () => {
    clientWithBudgetOfOne();
    render(<StatusLine />);
    act(() => {
      flashNotice('Profile saved', 100);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Profile saved');
    await vi.waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent('');
    });
  });
});

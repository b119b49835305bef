import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { fetchOpenGraph } from '../og/og-fetch';
import { cleanupTestFiles, json, makeTestApp } from '../test/test-app';

// A DNS server that never answers: name resolution must not outlive og_fetch's deadline.
vi.mock('node:dns/promises', () => ({ lookup: () => new Promise(() => undefined) }));

afterAll(cleanupTestFiles);

describe('og_fetch keeps one short deadline, name resolution included', () => {
  it('gives up on a host whose name never resolves within the timeout', async () => {
    const started = Date.now();
    const outcome = await fetchOpenGraph('http://never-answers.example/page', {
      selfOrigins: [],
      timeoutMs: 200,
    });
    expect(outcome).toEqual({ ok: false, reason: 'no answer within 200 ms' });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('POST /messages with og_fetch=true still answers 201 at once', async () => {
    const t = makeTestApp({ rateLimits: false, ogFetch: { timeoutMs: 200 } });
    const started = Date.now();
    const response = await t.api('/api/v1/messages.json', t.tokenFor('alice@example.com'), {
      method: 'POST',
      body: new URLSearchParams({
        body: 'slow dns',
        og_url: 'http://never-answers.example/',
        og_fetch: 'true',
      }),
    });
    expect(response.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2500);
    const message = (await json<FeedEnvelope>(response)).messages[0];
    expect(message?.attachments[0]).toMatchObject({
      type: 'ymodule',
      web_url: 'http://never-answers.example/',
    });
    t.close();
  });
});

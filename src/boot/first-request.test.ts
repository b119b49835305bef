import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFixture } from '../api/testing/fixtures';
import { rememberedService, resetSessionFromStorage, setToken } from '../auth/session';
import { sendFirstRequests } from './first-request';

const SERVICE = 'https://service.example';
const OTHER_SERVICE = 'https://other.example';

/** config.json's answer, held until the test releases it. */
function heldConfig(serviceBaseUrl: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchConfig = vi.fn(async () => {
    await released;
    return Response.json({ serviceBaseUrl, clientId: 'commons-demo' });
  });
  return { fetchConfig: fetchConfig as unknown as typeof fetch, release };
}

let feedRequests: { url: string; signal: AbortSignal | null | undefined }[];

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetSessionFromStorage();
  setToken('t0ken');
  window.history.replaceState(null, '', '/');
  feedRequests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      feedRequests.push({ url: url.split('?')[0] ?? url, signal: init?.signal });
      return Promise.resolve(Response.json(readFixture('messages-feed.json')));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first feed request', () => {
  it('waits for config.json on the first load of a tab, then remembers its service for the next', async () => {
    const config = heldConfig(SERVICE);
    const started = sendFirstRequests(config.fetchConfig);
    await settle();
    expect(feedRequests).toHaveLength(0);
    config.release();
    const first = await started;
    await settle();
    expect(first.ok && first.feed?.feed).toBe('all');
    expect(feedRequests.map((r) => r.url)).toEqual([`${SERVICE}/api/v1/messages.json`]);
    expect(rememberedService()).toBe(SERVICE);
  });

  it('on a reload goes to the remembered service before config.json has answered, and is kept', async () => {
    sessionStorage.setItem('commons.serviceBaseUrl', SERVICE);
    const config = heldConfig(SERVICE);
    const started = sendFirstRequests(config.fetchConfig);
    await settle();
    expect(feedRequests.map((r) => r.url)).toEqual([`${SERVICE}/api/v1/messages.json`]);
    config.release();
    const first = await started;
    expect(feedRequests).toHaveLength(1);
    expect(feedRequests[0]?.signal?.aborted).toBe(false);
    expect(first.ok && (await first.feed?.firstPage)?.messages.length).toBeGreaterThan(0);
  });

  it('drops that request and asks the configured service when config.json names another one', async () => {
    sessionStorage.setItem('commons.serviceBaseUrl', OTHER_SERVICE);
    const config = heldConfig(SERVICE);
    const started = sendFirstRequests(config.fetchConfig);
    await settle();
    config.release();
    await started;
    await settle();
    expect(feedRequests.map((r) => r.url)).toEqual([
      `${OTHER_SERVICE}/api/v1/messages.json`,
      `${SERVICE}/api/v1/messages.json`,
    ]);
    expect(feedRequests[0]?.signal?.aborted).toBe(true);
    expect(rememberedService()).toBe(SERVICE);
  });

  it('drops it when config.json cannot be read, and reports the problem', async () => {
    sessionStorage.setItem('commons.serviceBaseUrl', SERVICE);
    const broken = vi.fn(() => Promise.resolve(new Response('nope', { status: 404 })));
    const first = await sendFirstRequests(broken);
    expect(first).toEqual({ ok: false, problem: { kind: 'file-status', status: 404 } });
    expect(feedRequests[0]?.signal?.aborted).toBe(true);
  });

  it('sends nothing early without a token or away from a network feed', async () => {
    sessionStorage.setItem('commons.serviceBaseUrl', SERVICE);
    window.history.replaceState(null, '', '/settings');
    const config = heldConfig(SERVICE);
    const started = sendFirstRequests(config.fetchConfig);
    await settle();
    expect(feedRequests).toHaveLength(0);
    config.release();
    await started;
    sessionStorage.removeItem('commons.token');
    resetSessionFromStorage();
    expect(rememberedService()).toBeNull();
  });
});

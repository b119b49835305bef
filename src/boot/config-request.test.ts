import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestConfig, resetConfigRequest } from './config-request';

const CONFIG = { serviceBaseUrl: 'https://api.example.test', clientId: 'app' };

afterEach(() => {
  vi.unstubAllGlobals();
  resetConfigRequest();
  window.localStorage.clear();
});

describe('config.json', () => {
  it('is read from the network, and a copy kept; without a network the copy serves', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify(CONFIG)))),
    );
    expect(await (await requestConfig()).json()).toEqual(CONFIG);
    await vi.waitFor(() => {
      expect(window.localStorage.getItem('commons.config.last')).toBe(JSON.stringify(CONFIG));
    });

    resetConfigRequest();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await (await requestConfig()).json()).toEqual(CONFIG);
  });

  it('fails as before when nothing was ever read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(requestConfig()).rejects.toThrow('Failed to fetch');
  });

  it('keeps no copy of an error answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('nope', { status: 500 }))),
    );
    expect((await requestConfig()).status).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(window.localStorage.getItem('commons.config.last')).toBeNull();
  });
});

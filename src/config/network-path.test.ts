import { describe, expect, it } from 'vitest';
import { inNetwork, networkBasename, splitNetworkPath } from './network-path';

describe('the network in an address', () => {
  it('reads the sign-in network from a plain path', () => {
    expect(splitNetworkPath('/threads/12')).toEqual({ network: null, path: '/threads/12' });
    expect(splitNetworkPath('/')).toEqual({ network: null, path: '/' });
  });

  it('reads another network from its prefix, with the app path inside it', () => {
    expect(splitNetworkPath('/n/partners/threads/12')).toEqual({ network: 'partners', path: '/threads/12' });
    expect(splitNetworkPath('/n/partners')).toEqual({ network: 'partners', path: '/' });
    expect(splitNetworkPath('/n/example.com/')).toEqual({ network: 'example.com', path: '/' });
  });

  it('decodes a permalink and refuses a broken one', () => {
    expect(splitNetworkPath('/n/a%20b/people').network).toBe('a b');
    expect(splitNetworkPath('/n/%E0%A4%A/people')).toEqual({ network: null, path: '/n/%E0%A4%A/people' });
    expect(splitNetworkPath('/n//people').network).toBeNull();
  });

  it('builds the same addresses back', () => {
    expect(networkBasename(null)).toBeUndefined();
    expect(networkBasename('partners')).toBe('/n/partners');
    expect(inNetwork('partners', '/')).toBe('/n/partners/');
    expect(inNetwork('partners', '/threads/3#message-4')).toBe('/n/partners/threads/3#message-4');
    expect(inNetwork(null, '/people')).toBe('/people');
    expect(splitNetworkPath(inNetwork('a/b', '/x')).network).toBe('a/b');
  });
});

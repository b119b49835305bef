import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseConfig } from './app-config';

const origin = 'http://localhost:5173';
const good = { serviceBaseUrl: 'http://127.0.0.1:8787/', clientId: 'commons-demo' };

describe('parseConfig', () => {
  it('fills the defaults and trims the base URL', () => {
    expect(parseConfig(good, origin)).toEqual({
      serviceBaseUrl: 'http://127.0.0.1:8787',
      clientId: 'commons-demo',
      redirectUri: 'http://localhost:5173/auth/callback',
      serviceName: 'Collaboration Network',
      oidc: null,
      methodOverride: false,
      signOutUrl: null,
      embed: { allowedOrigins: [] },
    });
  });

  it('reads the origins that may embed the feed, and refuses anything but exact origins', () => {
    const allowedOrigins = ['https://intranet.example.com', 'http://127.0.0.1:5174'];
    expect(parseConfig({ ...good, embed: { allowedOrigins } }, origin).embed).toEqual({ allowedOrigins });
    expect(parseConfig({ ...good, embed: {} }, origin).embed).toEqual({ allowedOrigins: [] });
    expect(
      parseConfig({ ...good, embed: { allowedOrigins: ['HTTPS://Intranet.Example.com:443/'] } }, origin)
        .embed,
    ).toEqual({ allowedOrigins: ['https://intranet.example.com'] });
    for (const bad of [
      'https://intranet.example.com/?a',
      'https://user@intranet.example.com',
      'https://intranet.example.com/news',
      '*',
      "'self'",
      'https://a.example https://b.example',
      'javascript:alert(1)',
      7,
    ]) {
      expect(() => parseConfig({ ...good, embed: { allowedOrigins: [bad] } }, origin)).toThrow(
        /embed\.allowedOrigins\[0\]/,
      );
    }
    expect(() => parseConfig({ ...good, embed: { allowedOrigins: 'https://a.example' } }, origin)).toThrow(
      /embed\.allowedOrigins/,
    );
    expect(() => parseConfig({ ...good, embed: [] }, origin)).toThrow(/"embed"/);
  });

  it('reads the sign-out address, and refuses one that is not an http URL', () => {
    const url = 'http://127.0.0.1:8787/oauth2/sign-out';
    expect(parseConfig({ ...good, signOutUrl: url }, origin).signOutUrl).toBe(url);
    expect(() => parseConfig({ ...good, signOutUrl: 'javascript:alert(1)' }, origin)).toThrow(/signOutUrl/);
  });

  it('reads methodOverride, and refuses anything but a boolean', () => {
    expect(parseConfig({ ...good, methodOverride: true }, origin).methodOverride).toBe(true);
    expect(() => parseConfig({ ...good, methodOverride: 'yes' }, origin)).toThrow(/methodOverride/);
  });

  it.each([
    [{ ...good, serviceBaseUrl: undefined }, 'serviceBaseUrl'],
    [{ ...good, serviceBaseUrl: 'ftp://x' }, 'serviceBaseUrl'],
    [{ ...good, clientId: '' }, 'clientId'],
    [{ ...good, redirectUri: 'not a url' }, 'redirectUri'],
    [{ ...good, oidc: { clientId: 'x' } }, 'oidc.authority'],
    [[], '(file)'],
  ])('names the bad field (%j -> %s)', (raw, field) => {
    expect(() => parseConfig(raw, origin)).toThrow(ConfigError);
    try {
      parseConfig(raw, origin);
    } catch (error) {
      expect((error as ConfigError).field).toBe(field);
      expect((error as ConfigError).message).toContain(field);
    }
  });

  it('reads an oidc block with a default scope', () => {
    const config = parseConfig(
      { ...good, oidc: { authority: 'https://id.example.com', clientId: 'c' } },
      origin,
    );
    expect(config.oidc).toEqual({
      authority: 'https://id.example.com',
      clientId: 'c',
      scope: 'openid profile',
    });
  });
});

describe('loadConfig', () => {
  it('reports a file that is not JSON', async () => {
    const fetchImpl = () => Promise.resolve(new Response('<html>', { status: 200 }));
    await expect(loadConfig(origin, fetchImpl)).rejects.toThrow(/not valid JSON/);
  });

  it('reports a missing file', async () => {
    const fetchImpl = () => Promise.resolve(new Response('', { status: 404 }));
    await expect(loadConfig(origin, fetchImpl)).rejects.toThrow(/HTTP 404/);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, configProblemOf, loadConfig, parseConfig, type ConfigProblem } from './app-config';

const origin = 'http://localhost:5173';
const good = { serviceBaseUrl: 'http://127.0.0.1:8787/', clientId: 'commons-demo' };

/** The problem parseConfig reports for raw, or null when it accepts it. */
function problemOf(raw: unknown): ConfigProblem | null {
  try {
    parseConfig(raw, origin);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return configProblemOf(error);
  }
}

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
      expect(problemOf({ ...good, embed: { allowedOrigins: [bad] } })).toMatchObject({
        field: 'embed.allowedOrigins[0]',
      });
    }
    expect(problemOf({ ...good, embed: { allowedOrigins: 'https://a.example' } })).toEqual({
      kind: 'not-list',
      field: 'embed.allowedOrigins',
    });
    expect(problemOf({ ...good, embed: [] })).toEqual({ kind: 'not-object', field: 'embed' });
    expect(problemOf({ ...good, embed: { allowedOrigins: ['https://a.example/news'] } })).toEqual({
      kind: 'not-origin',
      field: 'embed.allowedOrigins[0]',
      value: 'https://a.example/news',
    });
  });

  it('reads the sign-out address, and refuses one that is not an http URL', () => {
    const url = 'http://127.0.0.1:8787/oauth2/sign-out';
    expect(parseConfig({ ...good, signOutUrl: url }, origin).signOutUrl).toBe(url);
    expect(problemOf({ ...good, signOutUrl: 'javascript:alert(1)' })).toEqual({
      kind: 'not-http-url',
      field: 'signOutUrl',
      value: 'javascript:alert(1)',
    });
  });

  it('reads methodOverride, and refuses anything but a boolean', () => {
    expect(parseConfig({ ...good, methodOverride: true }, origin).methodOverride).toBe(true);
    expect(problemOf({ ...good, methodOverride: 'yes' })).toEqual({
      kind: 'not-boolean',
      field: 'methodOverride',
    });
  });

  it.each<[unknown, ConfigProblem]>([
    [
      { ...good, serviceBaseUrl: undefined },
      { kind: 'missing', field: 'serviceBaseUrl' },
    ],
    [
      { ...good, serviceBaseUrl: 'ftp://x' },
      { kind: 'not-http-url', field: 'serviceBaseUrl', value: 'ftp://x' },
    ],
    [
      { ...good, clientId: '' },
      { kind: 'empty', field: 'clientId' },
    ],
    [
      { ...good, redirectUri: 'not a url' },
      { kind: 'not-url', field: 'redirectUri', value: 'not a url' },
    ],
    [
      { ...good, oidc: { clientId: 'x' } },
      { kind: 'missing', field: 'oidc.authority' },
    ],
    [
      { ...good, oidc: 'x' },
      { kind: 'not-object', field: 'oidc' },
    ],
    [[], { kind: 'file-not-object' }],
  ])('names the problem and the bad field (%j -> %j)', (raw, problem) => {
    expect(problemOf(raw)).toEqual(problem);
  });

  it('keeps the problem in the message, for developers and logs', () => {
    expect(() => parseConfig({ ...good, clientId: '' }, origin)).toThrow(/"clientId"/);
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
    await expect(loadConfig(origin, fetchImpl)).rejects.toMatchObject({ problem: { kind: 'file-not-json' } });
  });

  it('reports a missing file', async () => {
    const fetchImpl = () => Promise.resolve(new Response('', { status: 404 }));
    await expect(loadConfig(origin, fetchImpl)).rejects.toMatchObject({
      problem: { kind: 'file-status', status: 404 },
    });
  });

  it('reports a file that cannot be fetched', async () => {
    const fetchImpl = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadConfig(origin, fetchImpl)).rejects.toMatchObject({
      problem: { kind: 'file-unreachable' },
    });
  });
});

describe('configProblemOf', () => {
  it('says only that the configuration could not be read when the error is not a ConfigError', () => {
    expect(configProblemOf(new Error('boom'))).toEqual({ kind: 'unreadable' });
  });
});

import { describe, expect, it } from 'vitest';
import { CliError, DEFAULT_DB, parseArgs } from './args';

describe('the command line', () => {
  it('has the defaults of the issue', () => {
    expect(parseArgs([])).toMatchObject({
      command: 'serve',
      port: 8787,
      host: '127.0.0.1',
      db: DEFAULT_DB,
      rateLimits: true,
      reset: false,
    });
  });

  it('reads every flag, with or without =', () => {
    const options = parseArgs([
      '--port=9000',
      '--db',
      'x.sqlite',
      '--reset',
      '--scale',
      '100000',
      '--no-rate-limits',
      '--app-origin',
      'http://a:1',
      '--app-origin=http://b:2',
    ]);
    expect(options).toMatchObject({
      port: 9000,
      db: 'x.sqlite',
      reset: true,
      scale: 100000,
      rateLimits: false,
      appOrigins: ['http://a:1', 'http://b:2'],
    });
  });

  it('lets og_fetch reach loopback only with --og-fetch-allow-loopback', () => {
    expect(parseArgs([]).ogFetchAllowLoopback).toBe(false);
    expect(parseArgs(['--og-fetch-allow-loopback']).ogFetchAllowLoopback).toBe(true);
  });

  it('reads the identity provider token lifetime in seconds', () => {
    expect(parseArgs([]).idpTokenLifetime).toBeUndefined();
    expect(parseArgs(['--idp-token-lifetime', '30']).idpTokenLifetime).toBe(30);
    expect(parseArgs(['--idp-token-lifetime=3600']).idpTokenLifetime).toBe(3600);
    expect(() => parseArgs(['--idp-token-lifetime', '0'])).toThrow(CliError);
    expect(() => parseArgs(['--idp-token-lifetime', 'ten'])).toThrow(/positive integer/);
  });

  it('reads the token and revoke commands', () => {
    expect(
      parseArgs(['token', 'alice@example.com', '--db', 'e2e.sqlite', '--network', 'partners']),
    ).toMatchObject({
      command: 'token',
      subject: 'alice@example.com',
      db: 'e2e.sqlite',
      network: 'partners',
    });
    expect(parseArgs(['revoke', 'T0K3N'])).toMatchObject({ command: 'revoke', subject: 'T0K3N' });
  });

  it('refuses unknown flags and bad numbers', () => {
    expect(() => parseArgs(['--bogus'])).toThrow(CliError);
    expect(() => parseArgs(['--port', 'abc'])).toThrow(CliError);
    expect(() => parseArgs(['token'])).toThrow(CliError);
  });
});

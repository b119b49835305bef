import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';
import { addressRefusal } from './address-policy';
import { refusalOf } from './og-fetch';

// Names resolve to whatever the test says, as a hostile DNS record would.
const dns = vi.hoisted(() => ({ answers: new Map<string, string[]>() }));
vi.mock('node:dns/promises', () => ({
  lookup: (host: string) => {
    const found = dns.answers.get(host);
    return found
      ? Promise.resolve(found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })))
      : Promise.reject(new Error(`ENOTFOUND ${host}`));
  },
}));

const DENY = { allowLoopback: false };

describe('addressRefusal', () => {
  it('refuses loopback, private, shared, link-local and metadata, unspecified, multicast and reserved', () => {
    const refused: [string, RegExp][] = [
      ['127.0.0.1', /loopback/],
      ['127.255.0.9', /loopback/],
      ['::1', /loopback/],
      ['10.1.2.3', /private/],
      ['172.16.0.1', /private/],
      ['172.31.255.254', /private/],
      ['192.168.1.1', /private/],
      ['fc00::1', /private/],
      ['fd00:ec2::254', /private/],
      ['100.100.100.200', /shared/],
      ['169.254.169.254', /link-local/],
      ['fe80::1', /link-local/],
      ['0.0.0.0', /unspecified/],
      ['::', /unspecified/],
      ['224.0.0.1', /multicast/],
      ['ff02::1', /multicast/],
      ['255.255.255.255', /reserved/],
      ['192.0.0.192', /reserved/],
    ];
    for (const [address, why] of refused) expect(addressRefusal(address, DENY), address).toMatch(why);
  });

  it('sees IPv4 addresses inside IPv6 forms: mapped, NAT64, 6to4, compatible', () => {
    for (const address of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::192.168.0.1',
      '2002:0a00:0001::1',
      '::10.0.0.1',
    ]) {
      expect(addressRefusal(address, DENY), address).toBeDefined();
    }
  });

  it('lets public addresses through, and loopback only when allowed', () => {
    for (const address of [
      '93.184.216.34',
      '172.32.0.1',
      '192.169.0.1',
      '2606:4700::1111',
      '64:ff9b::5db8:d822',
    ]) {
      expect(addressRefusal(address, DENY), address).toBeUndefined();
    }
    expect(addressRefusal('127.0.0.1', { allowLoopback: true })).toBeUndefined();
    expect(addressRefusal('::1', { allowLoopback: true })).toBeUndefined();
    // The flag is about loopback only.
    expect(addressRefusal('10.0.0.1', { allowLoopback: true })).toMatch(/private/);
    expect(addressRefusal('169.254.169.254', { allowLoopback: true })).toMatch(/link-local/);
  });
});

describe('refusalOf checks the addresses a name resolves to', () => {
  it('refuses a public-looking name that resolves to a private, metadata or loopback address', async () => {
    dns.answers.set('intranet.example.com', ['10.0.0.7']);
    dns.answers.set('metadata.example.com', ['169.254.169.254']);
    dns.answers.set('sneaky.example.com', ['93.184.216.34', '127.0.0.1']);
    dns.answers.set('ipv6.example.com', ['fd12:3456::1']);
    dns.answers.set('public.example.com', ['93.184.216.34']);
    expect(await refusalOf('http://intranet.example.com/', [])).toMatch(/private/);
    expect(await refusalOf('http://metadata.example.com/latest/meta-data/', [])).toMatch(/link-local/);
    expect(await refusalOf('http://sneaky.example.com/', [])).toMatch(/loopback/);
    expect(await refusalOf('https://ipv6.example.com/', [])).toMatch(/private/);
    expect(await refusalOf('http://public.example.com/', [])).toBeUndefined();
    // Literal addresses in every spelling the URL parser accepts.
    for (const url of [
      'http://2130706433/',
      'http://0x7f.1/',
      'http://[::ffff:a00:1]/',
      'http://169.254.169.254/',
    ]) {
      expect(await refusalOf(url, []), url).toBeDefined();
    }
  });
});

describe('POST messages with og_fetch=true and the default policy', () => {
  let site: Server;
  let siteUrl = '';
  const hits: string[] = [];
  beforeAll(async () => {
    site = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<title>Internal admin page</title>');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${String((site.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
  });

  const { t, tokens } = useTestApp(
    { rateLimits: false, ogFetch: { timeoutMs: 500 } },
    { alice: 'alice@example.com' },
  );

  it('never connects to another local port, and still posts the message with what was given', async () => {
    dns.answers.set('localhost', ['127.0.0.1']);
    for (const url of [`${siteUrl}/admin`, `http://localhost:${new URL(siteUrl).port}/admin`]) {
      const response = await t.api('/api/v1/messages.json', tokens.alice, {
        method: 'POST',
        body: new URLSearchParams({ body: 'Look', og_url: url, og_fetch: 'true' }),
      });
      expect(response.status).toBe(201);
      const attachment = (await json<FeedEnvelope>(response)).messages[0]?.attachments[0];
      expect(attachment).toMatchObject({ type: 'ymodule', web_url: url, name: url });
    }
    expect(hits).toEqual([]);
  });
});

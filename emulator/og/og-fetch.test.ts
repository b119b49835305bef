import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../contract/messages';
import { json, useTestApp } from '../test/test-app';
import { fetchOpenGraph, parseOpenGraph, refusalOf } from './og-fetch';

const PAGE = `<!doctype html><html><head>
<title>Fallback title</title>
<meta property="og:title" content="Quarterly &amp; Results">
<meta content="The numbers, briefly." property="og:description">
<meta property="og:image" content="/img/cover.png">
<meta property="og:site_name" content="Example News">
<meta property="og:type" content="article">
</head><body>hi</body></html>`;

/** A tiny site the tests fetch from; `hits` records every path it was asked for. */
let site: Server;
let siteUrl = '';
let redirectTarget = '';
const hits: string[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    hits.push(req.url ?? '');
    switch (req.url) {
      case '/page':
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
        return;
      case '/title-only':
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end('<title>Just a title</title><meta name="description" content="From the description tag.">');
        return;
      case '/json':
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"og:title":"no"}');
        return;
      case '/missing':
        res.writeHead(404).end();
        return;
      case '/slow':
        setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE), 5000).unref();
        return;
      case '/endless': {
        // og tags first, then an endless body: the fetch must stop at the cap and still use the head.
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write(PAGE.replace('</head>', ''));
        const chunk = `<p>${'x'.repeat(16 * 1024)}</p>`;
        const timer = setInterval(() => res.write(chunk), 1);
        res.on('close', () => {
          clearInterval(timer);
        });
        return;
      }
      case '/redirect':
        res.writeHead(302, { Location: redirectTarget }).end();
        return;
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

const { t, tokens } = useTestApp(
  // The test site listens on 127.0.0.1, which og_fetch refuses unless told otherwise (address-policy.ts).
  { rateLimits: false, ogFetch: { timeoutMs: 300, maxBytes: 64 * 1024, allowLoopback: true } },
  { alice: 'alice@example.com' },
);
beforeEach(() => {
  hits.length = 0;
});

async function postOg(fields: Record<string, string>): Promise<Message> {
  const response = await t.api('/api/v1/messages.json', tokens.alice, {
    method: 'POST',
    body: new URLSearchParams({ body: 'a link', og_fetch: 'true', ...fields }),
  });
  expect(response.status).toBe(201);
  return (await json<FeedEnvelope>(response)).messages[0] as Message;
}

describe('og_fetch=true on POST /messages', () => {
  it('fills title, description, image, site name and type from the page', async () => {
    const message = await postOg({ og_url: `${siteUrl}/page` });
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({
      type: 'ymodule',
      name: 'Quarterly & Results',
      description: 'The numbers, briefly.',
      thumbnail_url: `${siteUrl}/img/cover.png`,
      object_type: 'article',
      site_name: 'Example News',
      web_url: `${siteUrl}/page`,
    });
    expect(hits).toEqual(['/page']);
    expect(
      t.db.prepare('SELECT fetched FROM open_graph_objects WHERE message_id = ?').get(message.id),
    ).toEqual({
      fetched: 1,
    });
  });

  it('given og_* parameters win over what the page says; <title> and description are fallbacks', async () => {
    const given = await postOg({ og_url: `${siteUrl}/page`, og_title: 'My own title' });
    expect(given.attachments[0]).toMatchObject({
      name: 'My own title',
      description: 'The numbers, briefly.',
    });
    const plain = await postOg({ og_url: `${siteUrl}/title-only` });
    expect(plain.attachments[0]).toMatchObject({
      name: 'Just a title',
      description: 'From the description tag.',
    });
  });

  it('a failed fetch (timeout, 404, not HTML) still posts the message with the given og_* values', async () => {
    const started = Date.now();
    const slow = await postOg({ og_url: `${siteUrl}/slow`, og_description: 'given' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(slow.attachments[0]).toMatchObject({ name: `${siteUrl}/slow`, description: 'given' });
    for (const path of ['/missing', '/json']) {
      const message = await postOg({ og_url: `${siteUrl}${path}` });
      expect(message.attachments[0]).toMatchObject({
        type: 'ymodule',
        name: `${siteUrl}${path}`,
        description: null,
      });
    }
    expect(t.db.prepare('SELECT SUM(fetched) AS n FROM open_graph_objects').get()).toEqual({ n: 0 });
  });

  it('reads at most the size cap of an endless page, then uses what arrived', async () => {
    const started = Date.now();
    const message = await postOg({ og_url: `${siteUrl}/endless` });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(message.attachments[0]).toMatchObject({ name: 'Quarterly & Results' });
  });
});

describe('og_fetch never fetches the emulator itself', () => {
  let server: ServerType;
  let emulatorUrl = '';
  const emulatorHits: string[] = [];

  beforeEach(async () => {
    emulatorHits.length = 0;
    await new Promise<void>((resolve) => {
      server = serve(
        {
          fetch: (request: Request) => {
            emulatorHits.push(new URL(request.url).pathname);
            return t.app.fetch(request);
          },
          port: 0,
          hostname: '127.0.0.1',
        },
        (info) => {
          emulatorUrl = `http://127.0.0.1:${info.port}`;
          resolve();
        },
      );
    });
  });
  afterEach(async () => {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses its own origin, loopback aliases on its port, and redirects back to it; the post still succeeds', async () => {
    const port = new URL(emulatorUrl).port;
    redirectTarget = `http://localhost:${port}/probe-redirect`;
    for (const target of [
      `${emulatorUrl}/probe-direct`,
      `http://localhost:${port}/probe-localhost`,
      `http://[::1]:${port}/probe-ipv6`,
      `${siteUrl}/redirect`,
    ]) {
      const response = await fetch(`${emulatorUrl}/api/v1/messages.json`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens.alice}` },
        body: new URLSearchParams({ body: 'self', og_url: target, og_fetch: 'true' }),
      });
      expect(response.status, target).toBe(201);
      const message = (await json<FeedEnvelope>(response)).messages[0];
      expect(message?.attachments[0]).toMatchObject({ type: 'ymodule', web_url: target });
    }
    expect(emulatorHits.filter((path) => path.startsWith('/probe'))).toEqual([]);
    expect(hits).toEqual(['/redirect']);
  });
});

describe('refusalOf and parseOpenGraph', () => {
  const self = ['http://127.0.0.1:8787'];
  it('only http(s); never link-local, unspecified or multicast; never the emulator', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/', 'gopher://x/', 'data:text/html,hi']) {
      expect(await refusalOf(url, self), url).toMatch(/only http/);
    }
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0:9/',
      'http://[::]/',
      'http://224.0.0.1/',
    ]) {
      expect(await refusalOf(url, self), url).toMatch(/link-local|unspecified|multicast/);
    }
    for (const url of [
      'http://127.0.0.1:8787/',
      'http://localhost:8787/x',
      'http://127.0.0.2:8787/',
      'http://[::ffff:127.0.0.1]:8787/',
    ]) {
      expect(await refusalOf(url, self), url).toMatch(/itself/);
    }
    // Another local port: refused by default, fetched only when loopback is allowed (tests).
    expect(await refusalOf('http://127.0.0.1:8788/', self)).toMatch(/loopback/);
    expect(await refusalOf('http://127.0.0.1:8788/', self, [], { allowLoopback: true })).toBeUndefined();
  });

  it('an invalid URL or an unresolvable host is a failed fetch, never an exception', async () => {
    expect(await fetchOpenGraph('no url', { selfOrigins: self })).toEqual({ ok: false, reason: 'not a URL' });
    const outcome = await fetchOpenGraph('http://does-not-exist.invalid/', {
      selfOrigins: self,
      timeoutMs: 1000,
    });
    expect(outcome.ok).toBe(false);
  });

  it('parses og tags in either attribute order, decodes entities, keeps only http(s) images', () => {
    expect(parseOpenGraph(PAGE, 'https://news.example/a/b')).toEqual({
      title: 'Quarterly & Results',
      description: 'The numbers, briefly.',
      image: 'https://news.example/img/cover.png',
      siteName: 'Example News',
      objectType: 'article',
    });
    expect(parseOpenGraph('<meta property="og:image" content="javascript:alert(1)">', 'https://x/')).toEqual(
      {},
    );
    expect(parseOpenGraph('<title>  A &#x26; B &#38; C  </title>', 'https://x/')).toEqual({
      title: 'A & B & C',
    });
  });
});

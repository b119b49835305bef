import { describe, expect, it } from 'vitest';
import { RATE_LIMITED } from '../../contract/errors';
import { RATE_LIMITS } from '../../contract/rate-limits';
import { XML_CONTENT_TYPE } from '../serialize/to-xml';
import { makeTestApp, outsiderToken, useTestApp } from '../test/test-app';
import { readXmlValue, withoutNonXmlChars } from '../test/xml-reader';

/**
 * Issue 29 through the request pipeline: the format is the path's suffix (spec 1), `.xml` answers XML (errors
 * of every kind included) with the status, headers and rate-limit accounting of `.json`, the suffix-less path
 * stays JSON, and answers that are not JSON pass through untouched.
 */
const { t, tokens } = useTestApp({}, { alice: 'alice@example.com' });

type Body = Record<string, unknown>;

/** The XML answer's data, after checking that it is XML at all. */
async function xmlOf(response: Response): Promise<Body> {
  expect(response.headers.get('content-type')).toBe(XML_CONTENT_TYPE);
  return readXmlValue(await response.text()) as Body;
}

/** The same request as `.json` and as `.xml`: the same status and the same data. */
async function expectBothFormats(path: string, init: () => RequestInit = () => ({}), token = tokens.alice) {
  const json = await t.api(`${path}.json`, token, init());
  const xml = await t.api(`${path}.xml`, token, init());
  expect(xml.status).toBe(json.status);
  const data = await xmlOf(xml);
  expect(data).toEqual(await json.json());
  return { status: xml.status, data, headers: xml.headers };
}

const messageCount = () => (t.db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;

describe('the suffix chooses the format', () => {
  it('users/current.xml and messages.xml (the examples of the issue) answer XML', async () => {
    for (const path of ['/api/v1/users/current.xml', '/api/v1/messages.xml']) {
      const response = await t.api(path, tokens.alice);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
      const text = await response.text();
      expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<response>')).toBe(true);
      expect(text.endsWith('</response>\n')).toBe(true);
    }
    const feed = (await expectBothFormats('/api/v1/messages')).data;
    expect(Array.isArray(feed.messages)).toBe(true);
  });

  it('a path without a suffix, or with .json, still answers JSON', async () => {
    for (const path of ['/api/v1/users/current', '/api/v1/users/current/', '/api/v1/users/current.json']) {
      const response = await t.api(path, tokens.alice);
      expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      expect(((await response.json()) as Body).email).toBe('alice@example.com');
    }
  });

  it('autocomplete: ranked.xml needs no Accept header, as ranked.json; the bare path still asks for JSON', async () => {
    const query = '?prefix=al&models=user:2';
    const xml = await t.api(`/api/v1/autocomplete/ranked.xml${query}`, tokens.alice);
    expect(xml.status).toBe(200);
    expect(Array.isArray((await xmlOf(xml)).user)).toBe(true);
    const bare = await t.api(`/api/v1/autocomplete/ranked${query}`, tokens.alice);
    expect(bare.status).toBe(406);
    expect(bare.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('CORS headers are kept on XML answers', async () => {
    const response = await t.api('/api/v1/users/current.xml', tokens.alice, {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('vary')).toBe('Origin');
  });
});

describe('errors of .xml requests are XML, with the status and data of the JSON error', () => {
  it('400: a message without a body, and nothing is written', async () => {
    const before = messageCount();
    const post = () => ({ method: 'POST', body: new URLSearchParams({ body: '  ' }) });
    const { status, data } = await expectBothFormats('/api/v1/messages', post);
    expect(status).toBe(400);
    expect(data).toMatchObject({ error: { code: 'body_blank' } });
    expect(messageCount()).toBe(before);
  });

  it('401: no token, with WWW-Authenticate', async () => {
    const { status, data, headers } = await expectBothFormats('/api/v1/users/current', () => ({}), '');
    expect(status).toBe(401);
    expect(data).toEqual({ response: { message: 'Token not found.', code: 16, stat: 'fail' } });
    expect(headers.get('www-authenticate')).toBe('Bearer realm="api"');
  });

  it('403: the messages of a private group, read by an outsider', async () => {
    const corp = t.repo.networkByPermalink('example.com');
    const group = corp && t.repo.groupsOfNetwork(corp.id).find((g) => g.privacy === 'private');
    if (!corp || !group) throw new Error('the seed has no private group');
    const outsider = outsiderToken(t, corp.id, group.id);
    const { status } = await expectBothFormats(`/api/v1/messages/in_group/${group.id}`, () => ({}), outsider);
    expect(status).toBe(403);
  });

  it('404: an unknown id, and the "No route" of an unknown path or a malformed id', async () => {
    expect((await expectBothFormats('/api/v1/messages/999999999')).status).toBe(404);
    for (const path of ['/api/v1/no_such_thing', '/api/v1/users/abc']) {
      const response = await t.api(`${path}.xml`, tokens.alice);
      expect(response.status).toBe(404);
      const data = await xmlOf(response);
      expect(data).toMatchObject({ error: { code: 'not_found', message: `No route for GET ${path}.xml.` } });
    }
  });

  it('405: another method, with Allow', async () => {
    const { status, headers } = await expectBothFormats('/api/v1/messages', () => ({ method: 'PUT' }));
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('GET, POST');
  });

  it('413: a body over the limit', async () => {
    const small = makeTestApp({ bodyLimitBytes: 1_000 });
    try {
      const token = small.tokenFor('alice@example.com');
      const init = { method: 'POST', body: new URLSearchParams({ body: 'x'.repeat(2_000) }) };
      const response = await small.api('/api/v1/messages.xml', token, init);
      expect(response.status).toBe(413);
      expect(await xmlOf(response)).toMatchObject({ error: { code: 'payload_too_large' } });
    } finally {
      small.close();
    }
  });
});

describe('rate limits count .xml exactly as .json', () => {
  it('alternating formats share one budget; the 429 is XML for .xml; other groups still answer', async () => {
    const { limit } = RATE_LIMITS.messages;
    for (let i = 0; i < limit; i += 1) {
      const suffix = i % 2 === 0 ? '.xml' : '.json';
      expect((await t.api(`/api/v1/messages${suffix}?limit=1`, tokens.alice)).status).toBe(200);
    }
    const limited = await t.api('/api/v1/messages/my_feed.xml?limit=1', tokens.alice);
    expect(limited.status).toBe(429);
    expect(await xmlOf(limited)).toEqual(RATE_LIMITED);
    expect((await t.api('/api/v1/messages.json?limit=1', tokens.alice)).status).toBe(429);
    expect((await t.api('/api/v1/users/current.xml', tokens.alice)).status).toBe(200);
  });

  it('.xml requests alone exhaust the budget of .json ones', async () => {
    for (let i = 0; i < RATE_LIMITS.other.limit; i += 1) {
      expect((await t.api('/api/v1/groups.xml', tokens.alice)).status).toBe(200);
    }
    expect((await t.api('/api/v1/users/current.json', tokens.alice)).status).toBe(429);
  });
});

describe('what is not JSON passes through', () => {
  it('an empty 200 (a like) stays empty', async () => {
    const { id } = t.db
      .prepare(
        `SELECT m.id FROM messages m JOIN networks n ON n.id = m.network_id
         WHERE n.permalink = 'example.com' AND m.privacy = 'public' ORDER BY m.id DESC LIMIT 1`,
      )
      .get() as { id: number };
    const response = await t.api(`/api/v1/messages/liked_by/current.xml?message_id=${id}`, tokens.alice, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type') ?? '').not.toContain('xml');
    expect(await response.text()).toBe('');
  });

  it('_method=DELETE on a POST .xml answers what DELETE .xml does, converted once', async () => {
    const answers: Body[] = [];
    for (const variant of ['DELETE', 'POST']) {
      const app = makeTestApp({ rateLimits: false });
      try {
        const token = app.tokenFor('alice@example.com');
        const { superior } = app.db
          .prepare('SELECT superior_id AS superior FROM org_reports WHERE subordinate_id = ? LIMIT 1')
          .get(app.repo.userByEmail('alice@example.com')?.id) as { superior: number };
        const path = `/api/v1/relationships/${superior}.xml?type=superior`;
        const init =
          variant === 'DELETE'
            ? { method: 'DELETE' }
            : { method: 'POST', body: new URLSearchParams({ _method: 'DELETE' }) };
        const response = await app.api(path, token, init);
        expect(response.status).toBe(200);
        answers.push(await xmlOf(response));
      } finally {
        app.close();
      }
    }
    expect(answers[0]).toHaveProperty('superiors');
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('hostile text in a posted message, end to end', () => {
  it('stays well-formed XML that reads back as the JSON, less what XML 1.0 cannot carry', async () => {
    const hostile = 'a ]]> <b>&amp; & "q" 😀 \u0001\u0007\u001b \uD800 \uDFFF \uFFFE\uFFFF \r\n end';
    const post = (suffix: string) =>
      t.api(`/api/v1/messages${suffix}`, tokens.alice, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ body: hostile }),
      });
    type Created = { messages: { id: number; body: Body }[] };
    // The JSON answer carries the text as posted, lone surrogates and all: the XML had all of it to deal with.
    const jsonPosted = (await (await post('.json')).json()) as Created;
    expect(jsonPosted.messages[0]?.body.plain).toBe(hostile);
    const xmlAnswer = await post('.xml');
    expect(xmlAnswer.status).toBe(201);
    const xmlPosted = (await xmlOf(xmlAnswer)) as Created;
    expect(xmlPosted.messages[0]?.body.plain).toBe('a ]]> <b>&amp; & "q" 😀     \r\n end');
    expect(xmlPosted.messages[0]?.body).toEqual(withoutNonXmlChars(jsonPosted.messages[0]?.body));
    // Read back from the database (where a lone surrogate became U+FFFD), in both formats.
    const id = xmlPosted.messages[0]?.id ?? 0;
    const json = (await (await t.api(`/api/v1/messages/${id}.json`, tokens.alice)).json()) as { body: Body };
    expect(json.body.plain).toContain('\u0001');
    const xml = await xmlOf(await t.api(`/api/v1/messages/${id}.xml`, tokens.alice));
    expect(xml).toEqual(withoutNonXmlChars(json));
  });
});

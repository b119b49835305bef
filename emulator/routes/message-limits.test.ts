import { describe, expect, it } from 'vitest';
import type { FeedEnvelope } from '../../contract/messages';
import { MESSAGE_LIMITS } from '../../contract/message-limits';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

const count = () => (t.db.prepare('SELECT COUNT(*) AS n FROM messages').get() as { n: number }).n;

const post = (fields: Record<string, string>) =>
  t.api('/api/v1/messages.json', tokens.alice, {
    method: 'POST',
    body: JSON.stringify(fields),
    headers: { 'Content-Type': 'application/json' },
  });

const PAGE = 'https://intranet.example.com/';
/** A value of exactly `length` characters for the field (a URL for the URL fields). */
const ofLength = (name: string, length: number) =>
  name === 'og_url' || name === 'og_image' ? PAGE + 'a'.repeat(length - PAGE.length) : 'x'.repeat(length);

/** Each capped field with what else a valid message needs. */
const CASES: [field: string, limit: number, extra: Record<string, string>][] = [
  ['body', MESSAGE_LIMITS.body, {}],
  ['topic1', MESSAGE_LIMITS.topic, { body: 'Tagged' }],
  ['topic20', MESSAGE_LIMITS.topic, { body: 'Tagged' }],
  ['og_url', MESSAGE_LIMITS.og_url, { body: 'A page' }],
  ['og_image', MESSAGE_LIMITS.og_image, { body: 'A page', og_url: PAGE }],
  ['og_title', MESSAGE_LIMITS.og_title, { body: 'A page', og_url: PAGE }],
  ['og_description', MESSAGE_LIMITS.og_description, { body: 'A page', og_url: PAGE }],
  ['og_site_name', MESSAGE_LIMITS.og_site_name, { body: 'A page', og_url: PAGE }],
  ['og_object_type', MESSAGE_LIMITS.og_object_type, { body: 'A page', og_url: PAGE }],
  ['og_meta', MESSAGE_LIMITS.og_meta, { body: 'A page', og_url: PAGE }],
];

describe('POST messages caps the length of body, topicN and og_*', () => {
  it.each(CASES)('%s: %i characters are taken, one more is a 400 naming it', async (field, limit, extra) => {
    const before = count();
    const refused = await post({ ...extra, [field]: ofLength(field, limit + 1) });
    expect(refused.status).toBe(400);
    const error = await json<{ error: Record<string, unknown> }>(refused);
    expect(error.error[field]).toEqual([`is too long (at most ${String(limit)} characters)`]);
    expect(error.error.code).toBe('too_long');
    expect(count()).toBe(before);

    const taken = await post({ ...extra, [field]: ofLength(field, limit) });
    expect(taken.status).toBe(201);
    expect(count()).toBe(before + 1);
  });

  it('refuses a 5 MB body without storing anything', async () => {
    const before = count();
    const response = await post({ body: 'x'.repeat(5 * 1024 * 1024) });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ error: { body: [expect.stringMatching(/too long/)] } });
    expect(count()).toBe(before);
  });

  it('keeps a #hashtag longer than any topic as plain text, not a topic', async () => {
    const long = 'a'.repeat(MESSAGE_LIMITS.topic + 1);
    const response = await post({ body: `Short #fine and long #${long}` });
    expect(response.status).toBe(201);
    const message = (await json<FeedEnvelope>(response)).messages[0];
    expect(message?.body.parsed).toContain(`#${long}`);
    expect(message?.body.parsed).toMatch(/\[\[tag:\d+\]\]/);
    const names = t.db.prepare('SELECT name FROM topics').all() as { name: string }[];
    expect(names.some((row) => row.name === 'fine')).toBe(true);
    expect(names.some((row) => row.name.length > MESSAGE_LIMITS.topic)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { FeedEnvelope, Message } from '../../contract/messages';
import { openDb } from '../db/open-db';
import { LANGUAGE_MESSAGES } from '../seed/language-seed';
import { json, tempDbFile, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp({ rateLimits: false }, { alice: 'alice@example.com' });

async function post(body: string): Promise<Message> {
  const response = await t.api('/api/v1/messages.json', tokens.alice, {
    method: 'POST',
    body: new URLSearchParams({ body }),
  });
  expect(response.status).toBe(201);
  const message = (await json<FeedEnvelope>(response)).messages[0];
  if (!message) throw new Error('the post answered no message');
  return message;
}

const storedLanguage = (id: number) =>
  t.db.prepare<[number], { language: string | null }>('SELECT language FROM messages WHERE id = ?').get(id)
    ?.language;

describe('a message carries the language of its text', () => {
  it('decided when it is posted, stored, and sent again with every read of it', async () => {
    const arabic = await post('شكراً Alice على ملف roadmap، سأراجعه اليوم');
    expect(arabic.language).toBe('ar');
    expect(storedLanguage(arabic.id)).toBe('ar');
    const german = await post('Wir sehen uns heute um drei im Büro, danke für die Einladung!');
    expect(german.language).toBe('de');

    const response = await t.api(`/api/v1/messages/in_thread/${String(arabic.thread_id)}.json`, tokens.alice);
    const thread = await json<FeedEnvelope>(response);
    expect(thread.messages.map((m) => m.language)).toEqual(['ar']);
  });

  it('is English for a text that names no other language', async () => {
    expect((await post('Lunch at noon?')).language).toBe('en');
  });

  it('is in every message of a feed, the seeded ones included', async () => {
    const corp = t.repo.networkByPermalink('example.com');
    const seeded = t.db
      .prepare<[number, number], { sender_id: number; language: string }>(
        'SELECT sender_id, language FROM messages WHERE network_id = ? ORDER BY id LIMIT ?',
      )
      .all(corp?.id ?? 0, LANGUAGE_MESSAGES.length);
    expect(seeded.map((row) => row.language)).toEqual(['ar', 'he', 'de', 'ja', 'ar', 'de', 'ja']);
    const sender = seeded[0]?.sender_id ?? 0;
    const response = await t.api(`/api/v1/messages/from_user/${String(sender)}.json`, tokens.alice);
    const feed = await json<FeedEnvelope>(response);
    expect(feed.messages.length).toBeGreaterThan(1);
    expect(new Set(feed.messages.map((m) => m.language))).toEqual(new Set(['en', 'ar']));
  });
});

describe('a database written before messages had a language', () => {
  it('gains the column and a language for every message when it is opened', () => {
    const file = tempDbFile();
    const before = openDb(file);
    before.exec(`INSERT INTO messages (id, network_id, thread_id, sender_id, body_plain, body_parsed, created_at)
      VALUES (1, 1, 1, 1, 'Guten Morgen, wir sind heute im Büro und nicht zu Hause', '', 0),
             (2, 1, 2, 1, 'Good morning', '', 0)`);
    before.exec('ALTER TABLE messages DROP COLUMN language');
    before.close();

    const after = openDb(file);
    expect(after.prepare('SELECT id, language FROM messages ORDER BY id').all()).toEqual([
      { id: 1, language: 'de' },
      { id: 2, language: 'en' },
    ]);
    after.close();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { openDb } from '../db/open-db';
import { createRepository } from '../db/repository';
import { ensureToken } from '../oauth/grants';
import { cleanupTestFiles, tempDbFile } from '../test/test-app';
import { NOTIFIED_STARTERS } from './new-starter-notifications';
import { NEW_STARTERS, PARTNER_GUESTS, SUSPENDED_PARTNER_GUEST } from './new-starters';
import { DEFAULT_MESSAGE_COUNT, seedDemo } from './seed';

afterAll(cleanupTestFiles);

function seedInto(file: string) {
  const db = openDb(file);
  const summary = seedDemo(createRepository(db));
  return { db, summary };
}

/** Messages but the welcomes of the notifications journeys' readers, written after all others. */
const BUT_WELCOMES = `WHERE sender_id NOT IN (SELECT id FROM users WHERE email IN (${NOTIFIED_STARTERS.map((e) => `'${e}'`).join(', ')}))`;

const snapshot = (file: string) => {
  const db = openDb(file);
  const rows = {
    users: db.prepare('SELECT id, email, name, full_name, job_title FROM users ORDER BY id').all(),
    groups: db.prepare('SELECT id, name, privacy FROM groups ORDER BY id').all(),
    messages: db
      .prepare(
        'SELECT id, thread_id, replied_to_id, sender_id, body_plain, body_parsed FROM messages ORDER BY id',
      )
      .all(),
    likes: db.prepare('SELECT message_id, user_id FROM likes ORDER BY message_id, user_id').all(),
  };
  db.close();
  return rows;
};

describe('the demo seed', () => {
  it('is deterministic: same ids and texts twice', () => {
    const a = tempDbFile();
    const b = tempDbFile();
    seedInto(a).db.close();
    seedInto(b).db.close();
    expect(snapshot(a)).toEqual(snapshot(b));
  });

  it('meets the counts of the issue, fast', () => {
    const { db, summary } = seedInto(tempDbFile());
    const repo = createRepository(db);
    expect(summary.ms).toBeLessThan(2000);
    const corp = repo.networkByPermalink('example.com');
    const partners = repo.networkByPermalink('partners');
    expect(corp).toMatchObject({ name: 'Example Corp', paid: 1, community: 0, domain: 'example.com' });
    expect(partners).toMatchObject({ name: 'Partners', paid: 0, community: 1 });
    const count = (sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;
    expect(
      count('SELECT COUNT(*) AS n FROM network_members WHERE network_id = ?', corp?.id),
    ).toBeGreaterThanOrEqual(60);
    expect(count('SELECT COUNT(*) AS n FROM groups WHERE network_id = ?', corp?.id)).toBeGreaterThanOrEqual(
      10,
    );
    expect(count("SELECT COUNT(*) AS n FROM groups WHERE privacy = 'private'")).toBeGreaterThanOrEqual(2);
    expect(count('SELECT COUNT(*) AS n FROM messages WHERE network_id = ?', corp?.id)).toBeGreaterThanOrEqual(
      600,
    );
    expect(count('SELECT COUNT(*) AS n FROM messages WHERE network_id = ?', partners?.id)).toBeGreaterThan(
      10,
    );
    expect(count('SELECT COUNT(*) AS n FROM messages WHERE replied_to_id IS NOT NULL')).toBeGreaterThan(300);
    expect(count('SELECT COUNT(*) AS n FROM likes')).toBeGreaterThan(300);
    expect(count('SELECT COUNT(*) AS n FROM message_mentions')).toBeGreaterThan(50);
    expect(count('SELECT COUNT(*) AS n FROM topics')).toBeGreaterThanOrEqual(10);
    const span = db
      .prepare('SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM messages')
      .get() as { first: number; last: number };
    expect(span.last - span.first).toBeGreaterThan(150 * 86_400_000);
    expect(span.last).toBeLessThan(Date.UTC(2026, 10, 1));
    // Message ids grow with time across both networks.
    const ordered = db.prepare('SELECT id, created_at FROM messages ORDER BY id').all() as {
      id: number;
      created_at: number;
    }[];
    for (let i = 1; i < ordered.length; i += 1) {
      expect(ordered[i]?.created_at ?? 0).toBeGreaterThanOrEqual(ordered[i - 1]?.created_at ?? 0);
    }
    expect(ordered[0]?.id ?? 0).toBeGreaterThan(1e15);
    expect(repo.userByEmail('admin@example.com')).toMatchObject({
      verified_admin: 1,
      full_name: 'Ada Admin',
    });
    // The admin console's journeys have an admin of their own, a new starter in IT.
    expect(repo.userByEmail('xavier.laurent@example.com')).toMatchObject({ admin: 1, verified_admin: 1 });
    expect(repo.userByEmail('yara.haddad@example.com')).toMatchObject({ admin: 0, verified_admin: 0 });
    const alice = repo.userByEmail('alice@example.com');
    expect(repo.membershipsOf(alice?.id ?? 0).map((m) => m.network_id)).toEqual([corp?.id, partners?.id]);
    const bob = repo.userByEmail('bob@example.com');
    expect(bob?.full_name).toMatch(/^Bob /);
    // bob and alice's private conversation: the newest messages of the seed (but the two welcomes), each a
    // reply to the one before.
    const conversation = db
      .prepare(
        `SELECT id, thread_id, replied_to_id, sender_id, direct FROM messages ${BUT_WELCOMES} ORDER BY id DESC LIMIT 3`,
      )
      .all()
      .reverse() as {
      id: number;
      thread_id: number;
      replied_to_id: number | null;
      sender_id: number;
      direct: number;
    }[];
    expect(conversation.map((m) => m.sender_id)).toEqual([bob?.id, alice?.id, bob?.id]);
    expect(conversation.every((m) => m.direct === 1 && m.thread_id === conversation[0]?.id)).toBe(true);
    expect(conversation.map((m) => m.replied_to_id)).toEqual([
      null,
      conversation[0]?.id,
      conversation[1]?.id,
    ]);
    const participants = db
      .prepare('SELECT user_id FROM conversation_messages WHERE message_id = ? ORDER BY user_id')
      .all(conversation[0]?.id ?? 0) as { user_id: number }[];
    expect(participants.map((p) => p.user_id).sort()).toEqual([alice?.id, bob?.id].sort());
    expect(repo.appByClientId('commons-demo')).toMatchObject({
      client_secret: 'commons-demo-secret',
      redirect_uri: 'http://localhost:5173/',
      site_url: 'http://localhost:5173',
    });
    db.close();
  });

  it("seeds bob and alice's private conversation the way `npm start` asks (with a message count)", () => {
    const db = openDb(tempDbFile());
    const repo = createRepository(db);
    seedDemo(repo, { messages: DEFAULT_MESSAGE_COUNT, exact: false });
    const bob = repo.userByEmail('bob@example.com');
    const alice = repo.userByEmail('alice@example.com');
    // The newest messages of the seed, as in the test above.
    const newest = db
      .prepare(`SELECT sender_id, direct FROM messages ${BUT_WELCOMES} ORDER BY id DESC LIMIT 3`)
      .all() as {
      sender_id: number;
      direct: number;
    }[];
    expect(newest.map((m) => m.sender_id).reverse()).toEqual([bob?.id, alice?.id, bob?.id]);
    expect(newest.every((m) => m.direct === 1)).toBe(true);
    db.close();
  });

  it('has 30 new starters in Example Corp who have joined nothing and are in no org chart, and posted nothing but the two welcomes', () => {
    const { db } = seedInto(tempDbFile());
    const repo = createRepository(db);
    const corp = repo.networkByPermalink('example.com');
    const starters = NEW_STARTERS.map((p) => repo.userByEmail(p.email));
    expect(new Set(NEW_STARTERS.map((p) => p.email)).size).toBe(50);
    for (const user of starters) {
      expect(user).toBeDefined();
      const id = user?.id ?? 0;
      expect(repo.membership(corp?.id ?? 0, id)?.state).toBe('active');
      const count = (sql: string) => (db.prepare(sql).get(id) as { n: number }).n;
      const welcomes = (NOTIFIED_STARTERS as readonly string[]).includes(user?.email ?? '') ? 2 : 0;
      expect(count('SELECT COUNT(*) AS n FROM messages WHERE sender_id = ?')).toBe(welcomes);
      expect(count('SELECT COUNT(*) AS n FROM group_members WHERE user_id = ?')).toBe(0);
      const chart = repo.relationshipsOf(corp?.id ?? 0, id);
      expect([...chart.superiors, ...chart.subordinates, ...chart.colleagues]).toEqual([]);
    }
    db.close();
  });

  it('has new starters who are also in Partners, and one suspended there', () => {
    const { db } = seedInto(tempDbFile());
    const repo = createRepository(db);
    const partners = repo.networkByPermalink('partners');
    const stateIn = (name: string) =>
      repo.membership(partners?.id ?? 0, repo.userByEmail(`${name}@example.com`)?.id ?? 0)?.state;
    for (const name of PARTNER_GUESTS) expect(stateIn(name)).toBe('active');
    expect(stateIn(SUSPENDED_PARTNER_GUEST)).toBe('suspended');
    expect(stateIn('astrid.holm')).toBeUndefined();
    db.close();
  });

  it('scales: --scale N seeds exactly N messages', () => {
    const db = openDb(tempDbFile());
    const summary = seedDemo(createRepository(db), { messages: 3000, exact: true });
    const corpMessages = (
      db
        .prepare(
          "SELECT COUNT(*) AS n FROM messages m JOIN networks n ON n.id = m.network_id WHERE n.permalink = 'example.com'",
        )
        .get() as { n: number }
    ).n;
    expect(corpMessages).toBe(3000);
    expect(summary.ms).toBeLessThan(5000);
    db.close();
  });
});

describe('durability', () => {
  it('a write the service answered is there after closing and reopening the database', async () => {
    const file = tempDbFile();
    const first = createApp({ db: file });
    const user = first.repo.userByEmail('bob@example.com');
    const app = first.repo.appByClientId('commons-demo');
    const networkId = first.repo.membershipsOf(user?.id ?? 0)[0]?.network_id ?? 0;
    const bobToken = ensureToken(first.repo, app?.id ?? 0, user?.id ?? 0, networkId, Date.now()).token;
    const response = await first.app.request('/api/v1/messages.json', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bobToken}` },
      body: new URLSearchParams({ body: 'kept after restart' }),
    });
    expect(response.status).toBe(201);
    const id = ((await response.json()) as { messages: { id: number }[] }).messages[0]?.id;
    first.close();
    const second = createApp({ db: file });
    expect(second.repo.messageById(id ?? 0)?.body_plain).toBe('kept after restart');
    second.close();
  });

  it('opens in WAL mode', () => {
    const db = openDb(tempDbFile());
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });
});

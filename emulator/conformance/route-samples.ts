import { makeTestApp, type TestApp } from '../test/test-app';
import { snapshot, type Snapshot } from './db-fingerprint';
import { FAMILIES, fillPath } from './route-catalog';

/** Real ids of the seeded demo network, as seen by `admin@example.com` (a verified admin of Example Corp). */
export interface Samples {
  user: number;
  superior: number;
  group: number;
  message: number;
  thread: number;
  topic: number;
  suggestion: number;
  pending: number;
  file: { id: number; key: string; name: string };
  mugshot: { size: string; key: string };
}

function one(t: TestApp, sql: string, ...args: unknown[]): Record<string, unknown> {
  const row = t.db.prepare(sql).get(...args) as Record<string, unknown> | undefined;
  if (row === undefined) throw new Error(`no sample for ${sql}`);
  return row;
}

export async function samplesOf(t: TestApp, token: string): Promise<Samples> {
  const corp = t.repo.networkByPermalink('example.com')?.id ?? 0;
  const admin = t.repo.userByEmail('admin@example.com')?.id ?? 0;
  const bob = t.repo.userByEmail('bob@example.com')?.id ?? 0;
  const message = one(
    t,
    `SELECT id, thread_id FROM messages WHERE network_id = ? AND privacy = 'public' AND deleted_at IS NULL
     AND replied_to_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
    corp,
  );
  const group = one(
    t,
    `SELECT id FROM groups WHERE network_id = ? AND privacy = 'public' ORDER BY id LIMIT 1`,
    corp,
  );
  const topic = one(
    t,
    `SELECT mt.topic_id FROM message_topics mt JOIN topics tp ON tp.id = mt.topic_id
     WHERE tp.network_id = ? LIMIT 1`,
    corp,
  );
  // Someone in admin's org chart (their superior), so DELETE relationships/ID?type= finds a relationship.
  const superior = one(
    t,
    `SELECT superior_id FROM org_reports WHERE network_id = ? AND subordinate_id = ? LIMIT 1`,
    corp,
    admin,
  );
  // Suggestions are made when first listed; a pending attachment and a file need an upload.
  const suggestions = (await (await t.api('/api/v1/suggestions.json', token)).json()) as { id: number }[];
  const form = new FormData();
  form.append('attachment', new File(['hello'], 'hello.txt', { type: 'text/plain' }));
  const pending = (await (
    await t.api('/api/v1/pending_attachments.json', token, { method: 'POST', body: form })
  ).json()) as { id: number };
  const file = one(t, 'SELECT id, access_key, name FROM attachments WHERE id = ?', pending.id);
  return {
    user: bob,
    superior: Number(superior.superior_id),
    group: Number(group.id),
    message: Number(message.id),
    thread: Number(message.thread_id),
    topic: Number(topic.topic_id),
    suggestion: suggestions[0]?.id ?? 1,
    pending: pending.id,
    file: { id: Number(file.id), key: String(file.access_key), name: String(file.name) },
    mugshot: { size: '48x48', key: `user-${String(bob)}` },
  };
}

/** A real value for each path parameter of `pattern`; `1` for a route nobody has taught this yet. */
export function samplePath(pattern: string, samples: Samples): string {
  return fillPath(pattern, (name) => {
    if (pattern.startsWith('/files/')) {
      if (name === 'id') return String(samples.file.id);
      if (name === 'key') return samples.file.key;
      return encodeURIComponent(samples.file.name);
    }
    if (pattern.startsWith('/mugshot/')) return name === 'size' ? samples.mugshot.size : samples.mugshot.key;
    const segment = /\/(\w+)\/:/.exec(pattern)?.[1] ?? '';
    const family = FAMILIES[segment] as keyof Samples | undefined;
    const value = family === undefined ? 1 : samples[family];
    return typeof value === 'number' ? String(value) : '1';
  });
}

/** Valid parameters that get each route past its first checks, so that fuzzing reaches deeper code. */
export function baseParams(method: string, pattern: string, samples: Samples): Record<string, string> {
  const key = `${method} ${pattern}`;
  const bases: Record<string, Record<string, string>> = {
    'POST /api/v1/messages': { body: 'Fuzzing the emulator' },
    'POST /api/v1/messages/email': { message_id: String(samples.message) },
    'POST /api/v1/messages/liked_by/current': { message_id: String(samples.message) },
    'DELETE /api/v1/messages/liked_by/current': { message_id: String(samples.message) },
    'POST /api/v1/groups': { name: 'Fuzzers' },
    'POST /api/v1/group_memberships': { group_id: String(samples.group) },
    'DELETE /api/v1/group_memberships': { group_id: String(samples.group) },
    'POST /api/v1/users': { email: 'fuzz@example.com' },
    'GET /api/v1/users/by_email': { email: 'bob@example.com' },
    'POST /api/v1/relationships': { colleague: 'bob@example.com' },
    'DELETE /api/v1/relationships/:id{[0-9]+}': { type: 'superior' },
    'POST /api/v1/invitations': { email: 'fuzz@example.com' },
    'POST /api/v1/subscriptions': { target_type: 'user', target_id: String(samples.user) },
    'DELETE /api/v1/subscriptions': { target_type: 'user', target_id: String(samples.user) },
    'GET /api/v1/autocomplete/ranked': { prefix: 'al', models: 'user:5,group:2,topic:2' },
    'GET /api/v1/search': { search: 'plan' },
    'POST /api/v1/oauth': { user_id: String(samples.user), consumer_key: 'commons-demo' },
    'GET /dialog/oauth': { client_id: 'commons-demo', redirect_uri: 'http://localhost:5173/' },
    'GET /oauth2/authorize': {
      client_id: 'commons-demo',
      redirect_uri: 'http://localhost:5173/',
      response_type: 'code',
    },
    'GET /idp/authorize': {
      client_id: 'commons-demo',
      redirect_uri: 'http://localhost:5173/auth/callback',
      response_type: 'code',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    },
    'POST /idp/token': { client_id: 'commons-demo', grant_type: 'authorization_code', code: 'x' },
    'POST /idp/revoke': { client_id: 'commons-demo', token: 'x' },
    'POST /dialog/sign-in': { email: 'alice@example.com', password: 'demo' },
    'GET /oauth2/access_token': {
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code: 'x',
    },
    'POST /oauth2/access_token': {
      client_id: 'commons-demo',
      client_secret: 'commons-demo-secret',
      code: 'x',
    },
  };
  return bases[key] ?? {};
}

/**
 * Copies of one prepared database: the demo network with admin's token and the samples already made (a
 * pending attachment, listed suggestions), so that every copy has the same ids and keys, and what a request
 * changed can be told from the prepared state without reading the database twice.
 */
export interface Prepared {
  file: string;
  samples: Samples;
  /** The prepared state, for `delta` (db-fingerprint.ts). */
  state: Snapshot;
}

let preparedOnce: Promise<Prepared> | undefined;

export function prepared(): Promise<Prepared> {
  preparedOnce ??= (async () => {
    const t = makeTestApp({ rateLimits: false });
    const samples = await samplesOf(t, t.tokenFor('admin@example.com'));
    t.db.pragma('wal_checkpoint(TRUNCATE)');
    const state = snapshot(t);
    t.close();
    return { file: t.file, samples, state };
  })();
  return preparedOnce;
}

/** A fresh copy of the prepared database, with admin's token. */
export async function freshCopy(): Promise<{ t: TestApp; token: string; samples: Samples; state: Snapshot }> {
  const { file, samples, state } = await prepared();
  const t = makeTestApp({ rateLimits: false }, file);
  return { t, token: t.tokenFor('admin@example.com'), samples, state };
}

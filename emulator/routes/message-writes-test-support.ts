import { expect } from 'vitest';
import type { Attachment, FeedEnvelope, Message } from '../../contract/messages';
import { json, type TestApp } from '../test/test-app';

export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

export type Fields = Record<string, string | Blob | File>;

/** The lookups and requests the message write tests share, over the current test's app. */
export function messageWriteHelpers(t: TestApp) {
  const userId = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
  const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
  const count = (sql: string, ...args: unknown[]) =>
    (t.db.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).get(...args) as { n: number }).n;

  /** A POST as multipart when a file is among the fields, else urlencoded. */
  function post(path: string, token: string, fields: Fields, method = 'POST') {
    const hasFile = Object.values(fields).some((v) => typeof v !== 'string');
    let body: FormData | URLSearchParams;
    if (hasFile) {
      body = new FormData();
      for (const [k, v] of Object.entries(fields)) body.append(k, v);
    } else {
      body = new URLSearchParams(fields as Record<string, string>);
    }
    return t.api(path, token, { method, body });
  }

  async function create(token: string, fields: Fields): Promise<Message> {
    const response = await post('/api/v1/messages.json', token, fields);
    expect(response.status, await response.clone().text()).toBe(201);
    const envelope = await json<FeedEnvelope>(response);
    expect(envelope.messages).toHaveLength(1);
    return envelope.messages[0] as Message;
  }

  async function upload(token: string, file: File): Promise<Attachment> {
    const data = new FormData();
    data.append('attachment', file);
    const response = await t.api('/api/v1/pending_attachments', token, { method: 'POST', body: data });
    expect(response.status).toBe(201);
    return json<Attachment>(response);
  }

  const group = (name: string) => t.repo.groupsOfNetwork(corpId()).find((g) => g.name === name);
  return { userId, corpId, count, post, create, upload, group };
}

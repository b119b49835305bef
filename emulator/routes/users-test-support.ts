import type { TestApp } from '../test/test-app';

export const WIRE_DATE = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} \+0000$/;

/** The lookups and requests the users route tests share, over the current test's app. */
export function usersHelpers(t: TestApp) {
  const corpId = () => t.repo.networkByPermalink('example.com')?.id ?? 0;
  const idOf = (email: string) => t.repo.userByEmail(email)?.id ?? 0;
  const count = (sql: string, ...args: unknown[]) => (t.db.prepare(sql).get(...args) as { n: number }).n;

  const send = (path: string, token: string, method: string, body: Record<string, unknown>) =>
    t.api(path, token, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = (path: string, token: string, method: string, body: string) =>
    t.api(path, token, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
  return { corpId, idOf, count, send, form };
}

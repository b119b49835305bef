import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const { t } = useTestApp({ rateLimits: false });

type Case = [method: string, path: string, body?: string, contentType?: string];

/** Odd and hostile inputs to the people, networks and administration routes: never a 500, always JSON. */
const CASES: Case[] = [
  ['GET', '/api/v1/users.json?page=-4&letter=%25'],
  ['GET', '/api/v1/users.json?page=999999999&sort_by=FOLLOWERS&reverse=yes'],
  ['GET', '/api/v1/users/by_email.json?email=%27%20OR%201%3D1'],
  ['GET', '/api/v1/users/in_group/99999999999999999999.json'],
  ['GET', '/api/v1/users/12345678901234567.json'],
  [
    'POST',
    '/api/v1/users.json',
    '{"email":["a@example.com","b@example.com"],"education":[1,{"school":2}]}',
    'application/json',
  ],
  ['POST', '/api/v1/users.json', '{"email":', 'application/json'],
  ['POST', '/api/v1/users.json', 'email=x@example.com&full_name=' + 'x'.repeat(500)],
  [
    'POST',
    '/api/v1/users.json',
    'email=y@example.com&education[]={broken&previous_companies[]=a,b,c,d,e,f,g',
  ],
  ['PUT', '/api/v1/users/1.json', 'summary=x'],
  ['DELETE', '/api/v1/users/0.json?delete=maybe'],
  ['GET', '/api/v1/relationships.json?user_id=abc'],
  ['POST', '/api/v1/relationships.json', 'subordinate=,,,;;&colleague= '],
  ['POST', '/api/v1/relationships.json', '{"superior":{"email":"x"}}', 'application/json'],
  ['DELETE', '/api/v1/relationships/1.json?type=SUPERIOR'],
  ['POST', '/api/v1/invitations.json', 'email21=x@example.com'],
  [
    'POST',
    '/api/v1/invitations.json',
    Array.from({ length: 25 }, (_, i) => `email=p${String(i)}@example.com`).join('&'),
  ],
  ['POST', '/api/v1/invitations.json', 'email=a@example.com&group_id=x'],
  ['GET', '/api/v1/suggestions.json?limit=99999999999'],
  ['DELETE', '/api/v1/suggestions/abc.json'],
  ['GET', '/api/v1/networks/current.json?include_suspended=1&exclude_own_messages_from_unseen=banana'],
  ['GET', '/api/v1/oauth/tokens.json?user_id=-1&consumer_key='],
  ['POST', '/api/v1/oauth.json', 'user_id=1e9&consumer_key=commons-demo'],
];

describe('people, networks and administration with malformed input', () => {
  it('answer 4xx or 2xx JSON, never a 500', async () => {
    const admin = t.tokenFor('admin@example.com');
    const alice = t.tokenFor('alice@example.com');
    for (const token of [admin, alice]) {
      for (const [method, path, body, contentType] of CASES) {
        const response = await t.api(path, token, {
          method,
          ...(body === undefined
            ? {}
            : {
                body,
                headers: { 'Content-Type': contentType ?? 'application/x-www-form-urlencoded' },
              }),
        });
        const label = `${method} ${path}`;
        expect(response.status, label).toBeLessThan(500);
        const text = await response.text();
        if (text !== '') {
          expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
          expect(() => JSON.parse(text) as unknown, label).not.toThrow();
        }
      }
    }
  });
});

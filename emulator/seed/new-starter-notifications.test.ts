import { describe, expect, it } from 'vitest';
import type { NotificationsFeed } from '../../contract/social';
import { json, useTestApp } from '../test/test-app';

const { t, tokens } = useTestApp(
  { rateLimits: false },
  { marta: 'marta.kowal@example.com', nils: 'nils.brandt@example.com' },
);

const feed = async (token: string) => {
  const response = await t.api('/api/v1/streams/notifications.json', token);
  expect(response.status).toBe(200);
  return json<NotificationsFeed>(response);
};

describe('the notifications of the two new starters the notifications journeys read', () => {
  it("gives marta follows already seen and, unseen, four likes of her welcome, nils's reply and mention, a follow", async () => {
    const { items } = await feed(tokens.marta);
    const unseen = items.filter((i) => i.unseen).map((i) => i.category);
    expect(unseen).toEqual(['follow', 'like', 'like', 'like', 'like', 'mention', 'reply']);
    expect(items.filter((i) => !i.unseen).map((i) => i.category)).toEqual(['follow', 'follow']);
    // One message, liked within a day: what the page groups into one line.
    const liked = new Set(items.filter((i) => i.category === 'like').map((i) => i.objects[0]?.id));
    expect(liked.size).toBe(1);
    const times = items.filter((i) => i.category === 'like').map((i) => Date.parse(i.created_at));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(86_400_000);
    expect(items.find((i) => i.category === 'mention')?.text).toBe('Nils Brandt mentioned you');
  });

  it("gives nils the same kinds (three likes), each counted in networks/current's badge until read", async () => {
    const networks = async () =>
      json<{ unseen_notification_count: number }[]>(
        await t.api('/api/v1/networks/current.json', tokens.nils),
      );
    expect((await networks())[0]?.unseen_notification_count).toBe(6);
    const { items } = await feed(tokens.nils);
    expect(items.filter((i) => i.unseen).map((i) => i.category)).toEqual([
      'follow',
      'like',
      'like',
      'like',
      'mention',
      'reply',
    ]);
    expect((await networks())[0]?.unseen_notification_count).toBe(0);
  });
});

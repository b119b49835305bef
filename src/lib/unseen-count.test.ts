import { describe, expect, it } from 'vitest';
import type { Network } from '../../contract/networks';
import { badgeCount, badgeText, unseenNotificationsIn } from './unseen-count';

const network = (id: number, unseen: number | undefined) =>
  ({ type: 'network', id, name: `N${String(id)}`, unseen_notification_count: unseen }) as Network;

describe('unseen counts on badges', () => {
  it('shows only a positive count: -1 (unknown on the real service), 0 and a missing count show no number', () => {
    expect(badgeCount(3)).toBe(3);
    expect(badgeCount(-1)).toBeUndefined();
    expect(badgeCount(0)).toBeUndefined();
    expect(badgeCount(undefined)).toBeUndefined();
    expect(badgeCount('4')).toBeUndefined();
  });

  it("reads the reader's current network by me.network_id, not the first one listed", () => {
    const networks = [network(1, 9), network(2, 4), network(3, -1)];
    expect(unseenNotificationsIn(networks, 2)).toBe(4);
    expect(unseenNotificationsIn(networks, 3)).toBeUndefined();
    expect(unseenNotificationsIn(networks, 4)).toBeUndefined();
    expect(unseenNotificationsIn(networks, undefined)).toBeUndefined();
    expect(unseenNotificationsIn(undefined, 2)).toBeUndefined();
  });

  it('draws large counts as 99+', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});

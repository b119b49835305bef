import { describe, expect, it } from 'vitest';
import { readNetworks, readUser } from '../../contract/guards';
import type { Network } from '../../contract/networks';
import { networkQueries } from '../api/networks/networks-api';
import { emulatorService } from '../api/testing/emulator-service';
import { readFixture } from '../api/testing/fixtures';
import { userQueries } from '../api/users/users-api';
import { h } from '../boot/early-paint/dom';
import { earlyShell } from '../boot/early-paint/early-shell';
import { drawn } from '../components/testing/drawn';
import { freshQueryClient, renderWithApp } from '../components/testing/render';
import { AppShell } from '../features/shell/app-shell';
import { unseenNotificationsIn } from '../lib/unseen-count';

/*
 * The shell has one source (features/shell/*-template.ts), built by React and by the early paint: this only
 * checks that both builders draw the same frame, as a reader meets it.
 */

/** What only the app's frame has: the skip link (the early page is not to be tabbed through). */
const skipLink = (el: HTMLElement) => el.getAttribute('href') === '#main';

describe('the early paint and the app', () => {
  it('draw the same frame: the places with their badges, the current one, the search box, the account', () => {
    // The recorded reader in the recorded networks' first one, with unseen notifications on the badges.
    const recorded = readNetworks(readFixture('networks-current.json'));
    const me = { ...readUser(readFixture('user-current.json')), network_id: recorded[0]?.id ?? 0 };
    const networks: Network[] = recorded.map((n) =>
      n.id === me.network_id ? { ...n, unseen_notification_count: 3 } : n,
    );
    // The reader's groups arrive after the early paint: none here, as at the moment of the hand-over (Astrid
    // Holm, whose groups the emulator asks for, is in none of the seeded network's).
    emulatorService({ as: 'astrid.holm@example.com' });
    const client = freshQueryClient();
    client.setQueryData(userQueries.current().queryKey, me);
    client.setQueryData(networkQueries.current().queryKey, networks);
    const { container } = renderWithApp(<AppShell>page</AppShell>, { path: '/sent', client });
    const networkName = networks.find((n) => n.id === me.network_id)?.name;
    const unseenNotifications = unseenNotificationsIn(networks, me.network_id);
    const early = earlyShell(
      { pathname: '/sent', me, admin: false, networkName, unseenNotifications },
      h('main', null, 'page'),
    );
    document.body.append(early);

    const app = drawn(container, skipLink);
    expect(drawn(early)).toEqual(app);
    // The sample holds what is to compare: a badge, the current places, the inbox's tabs, the reader.
    expect(unseenNotifications).toBe(3);
    expect(app).toContain('link: Notifications, 3 unseen');
    expect(app).toContain('link: Sent (current)');
    expect(app).toContain('combobox: Search');
    expect(app).toContain(`button: Account: ${me.full_name}`);
    early.remove();
  });
});

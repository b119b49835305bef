import { describe, expect, it } from 'vitest';
import { readNetworks, readUser } from '../../contract/guards';
import type { User } from '../../contract/users';
import { networkQueries } from '../api/networks/networks-api';
import { userQueries } from '../api/users/users-api';
import { fakeService, json } from '../api/testing/fake-service';
import { readFixture } from '../api/testing/fixtures';
import { freshQueryClient, renderWithApp } from '../components/testing/render';
import { AppShell } from '../features/shell/app-shell';
import { COLUMNS, TAB_BAR } from '../features/shell/shell-classes';
import type { Network } from '../../contract/networks';
import { unseenNotificationsIn } from '../lib/unseen-count';
import { h } from '../boot/early-paint/dom';
import { earlyShell } from '../boot/early-paint/early-shell';
import { outline } from '../boot/early-paint/testing/outline';

/** The frame around the page, without what only one side has: the page itself, the skip link, the dialog. */
function frameOutline(frame: Element): string[] {
  const copy = frame.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll('main, dialog, a[href="#main"]')) el.remove();
  copy.removeAttribute('data-early-paint');
  return outline(copy);
}

function appFrame(path: string, me: User | undefined, unseen?: number) {
  // The reader's groups arrive after the early paint: none here, as at the moment of the hand-over.
  fakeService(() => json([]));
  const client = freshQueryClient();
  const networks: Network[] = readNetworks(readFixture('networks-current.json')).map((n) =>
    unseen !== undefined && n.id === me?.network_id ? { ...n, unseen_notification_count: unseen } : n,
  );
  if (me) {
    client.setQueryData(userQueries.current().queryKey, me);
    client.setQueryData(networkQueries.current().queryKey, networks);
  }
  const { container } = renderWithApp(<AppShell>page</AppShell>, { path, client });
  const frame = container.firstElementChild;
  if (!frame) throw new Error('no frame');
  const networkName = me
    ? (networks.find((n) => n.id === me.network_id)?.name ?? me.network_name)
    : undefined;
  return { frame, networkName, unseenNotifications: unseenNotificationsIn(networks, me?.network_id) };
}

describe('the early paint draws the shell element for element as the app does', () => {
  const me = readUser(readFixture('user-current.json'));

  it.each([
    ['/', 'All, with the reader known', undefined],
    ['/my-feed', 'another home feed', undefined],
    ['/sent', 'an inbox feed, with its tabs', undefined],
    ['/', 'with unseen notifications on the badges', 3],
  ])('at %s (%s)', (path, _what, unseen) => {
    // The recorded reader and networks disagree on the network's id: the badge's case reads in the recorded one.
    const firstNetwork = readNetworks(readFixture('networks-current.json'))[0]?.id ?? 0;
    const reader = unseen === undefined ? me : { ...me, network_id: firstNetwork };
    const { frame, networkName, unseenNotifications } = appFrame(path, reader, unseen);
    expect(unseenNotifications).toBe(unseen);
    const early = earlyShell(
      { pathname: path, me: reader, admin: false, networkName, unseenNotifications },
      h('main', null),
    );
    expect(frameOutline(early)).toEqual(frameOutline(frame));
    // Both mark the same places as current.
    expect(early.querySelectorAll('[aria-current]').length).toBeGreaterThan(1);
  });

  it('for a verified admin of a paid network, with the Admin place on both sides', () => {
    const paid = readNetworks(readFixture('networks-current.json')).find((n) => n.paid);
    const admin: User = { ...me, verified_admin: 'true' as const, network_id: paid?.id ?? 0 };
    const { frame, networkName } = appFrame('/', admin);
    const early = earlyShell(
      { pathname: '/', me: admin, admin: true, networkName, unseenNotifications: undefined },
      h('main', null),
    );
    expect(frameOutline(early)).toEqual(frameOutline(frame));
    expect(early.querySelector('a[href="/admin"]')).not.toBeNull();
  });

  it('before the reader is known (no profile link yet, the tab keeps its slot)', () => {
    const { frame } = appFrame('/', undefined);
    const early = earlyShell(
      { pathname: '/', me: undefined, admin: false, networkName: undefined, unseenNotifications: undefined },
      h('main', null),
    );
    expect(frameOutline(early)).toEqual(frameOutline(frame));
    expect(early.querySelector(`[class="${COLUMNS}"]`)).not.toBeNull();
    expect(early.querySelector(`[class="${TAB_BAR}"]`)).not.toBeNull();
  });
});

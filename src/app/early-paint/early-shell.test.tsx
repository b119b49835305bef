import { describe, expect, it } from 'vitest';
import { readNetworks, readUser } from '../../../contract/guards';
import type { User } from '../../../contract/users';
import { networkQueries } from '../../api/networks-api';
import { userQueries } from '../../api/users-api';
import { fakeService, json } from '../../api/testing/fake-service';
import { readFixture } from '../../api/testing/fixtures';
import { freshQueryClient, renderWithApp } from '../../components/testing/render';
import { AppShell } from '../../features/shell/app-shell';
import { COLUMNS, TAB_BAR } from '../../features/shell/shell-classes';
import { h } from './dom';
import { earlyShell } from './early-shell';
import { outline } from './testing/outline';

/** The frame around the page, without what only one side has: the page itself, the skip link, the dialog. */
function frameOutline(frame: Element): string[] {
  const copy = frame.cloneNode(true) as Element;
  for (const el of copy.querySelectorAll('main, dialog, a[href="#main"]')) el.remove();
  copy.removeAttribute('data-early-paint');
  return outline(copy);
}

function appFrame(path: string, me: User | undefined) {
  // The reader's groups arrive after the early paint: none here, as at the moment of the hand-over.
  fakeService(() => json([]));
  const client = freshQueryClient();
  const networks = readNetworks(readFixture('networks-current.json'));
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
  return { frame, networkName };
}

describe('the early paint draws the shell element for element as the app does', () => {
  const me = readUser(readFixture('user-current.json'));

  it.each([
    ['/', 'All, with the reader known'],
    ['/my-feed', 'another home feed'],
    ['/sent', 'an inbox feed, with its tabs'],
  ])('at %s (%s)', (path) => {
    const { frame, networkName } = appFrame(path, me);
    const early = earlyShell({ pathname: path, me, admin: false, networkName }, h('main', null));
    expect(frameOutline(early)).toEqual(frameOutline(frame));
    // Both mark the same places as current.
    expect(early.querySelectorAll('[aria-current]').length).toBeGreaterThan(1);
  });

  it('for a verified admin of a paid network, with the Admin place on both sides', () => {
    const paid = readNetworks(readFixture('networks-current.json')).find((n) => n.paid);
    const admin: User = { ...me, verified_admin: 'true' as const, network_id: paid?.id ?? 0 };
    const { frame, networkName } = appFrame('/', admin);
    const early = earlyShell({ pathname: '/', me: admin, admin: true, networkName }, h('main', null));
    expect(frameOutline(early)).toEqual(frameOutline(frame));
    expect(early.querySelector('a[href="/admin"]')).not.toBeNull();
  });

  it('before the reader is known (no profile link yet, the tab keeps its slot)', () => {
    const { frame } = appFrame('/', undefined);
    const early = earlyShell(
      { pathname: '/', me: undefined, admin: false, networkName: undefined },
      h('main', null),
    );
    expect(frameOutline(early)).toEqual(frameOutline(frame));
    expect(early.querySelector(`[class="${COLUMNS}"]`)).not.toBeNull();
    expect(early.querySelector(`[class="${TAB_BAR}"]`)).not.toBeNull();
  });
});

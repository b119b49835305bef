import { fakeService, json } from '../../api/testing/fake-service';
import { FakeXhr } from '../../api/testing/fake-xhr';
import { readFixture } from '../../api/testing/fixtures';
import { draftKey } from '../../lib/drafts';

/** The composer's tests: the signed-in person, the answer to a post, and a fake service around them. */
export const me = readFixture('user-current.json') as { id: number; network_id: number; full_name: string };
export const owner = { networkId: me.network_id, userId: me.id };
export const NETWORK_KEY = draftKey(owner, { kind: 'network' });

export const created = {
  messages: [
    {
      id: 900,
      sender_id: me.id,
      thread_id: 900,
      created_at: '2026/10/31 10:00:00 +0000',
      body: { plain: 'Hello team', parsed: 'Hello team' },
      replied_to_id: null,
    },
  ],
  references: [],
  meta: {},
};

type Answer = (url: URL, init: RequestInit) => Response | undefined;

export function composerService(answer: Answer = () => undefined) {
  return fakeService(
    (url, init) => {
      const given = answer(url, init);
      if (given) return given;
      if (url.pathname.endsWith('/users/current.json')) return json(me);
      if (url.pathname.endsWith('/networks/current.json')) return json([]);
      if (url.pathname.endsWith('/groups.json')) return json([]);
      if (url.pathname.endsWith('/messages.json') && init.method === 'POST') return json(created, 201);
      return json({ messages: [], references: [], meta: {} });
    },
    { createXhr: () => new FakeXhr() },
  );
}

export const sentForm = (init: RequestInit | undefined) => init?.body as URLSearchParams;

/** jsdom has no modal dialogs: enough of one for the sheet (open, close and its event). */
export function stubDialogs() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

/** The viewport's width as `matchMedia` answers it (jsdom has none). */
export function stubWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)rem/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) * 16 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  };
}

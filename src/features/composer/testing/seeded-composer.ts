import type { EmulatorService } from '../../../api/testing/emulator-service';
import { draftKey, type DraftOwner } from '../../../lib/drafts';

/** Whose drafts the composer keeps: the reader, in the network their token is for. */
export function ownerOf(service: EmulatorService): DraftOwner {
  const memberships = service.emulator.repo.membershipsOf(service.userId);
  const networkId = memberships[0]?.network_id;
  if (networkId === undefined) throw new Error('the reader is in no network');
  return { networkId, userId: service.userId };
}

/** The draft of the All conversations composer. */
export const networkKeyOf = (service: EmulatorService) => draftKey(ownerOf(service), { kind: 'network' });

/** A person of the seeded demo network by email: their id and full name. */
export function seededPerson(service: EmulatorService, email: string): { id: number; name: string } {
  const user = service.emulator.repo.userByEmail(email);
  if (!user) throw new Error(`no demo user ${email}`);
  return { id: user.id, name: user.full_name };
}

/**
 * The forms the app posted to messages.json, as they went on the wire: watched in front of the emulator,
 * which still answers each of them.
 */
export function watchPosts(service: EmulatorService): () => Promise<URLSearchParams[]> {
  const forms: Promise<URLSearchParams>[] = [];
  service.intercept((request) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/messages.json'))
      forms.push(request.text().then((text) => new URLSearchParams(text)));
    return undefined;
  });
  return () => Promise.all(forms);
}

/** A message as the emulator holds it, with the names of its topics. */
export interface HeldMessage {
  id: number;
  body: { plain: string };
  group_id: number | null;
  direct_message: boolean;
  attachments: { id: number; name: string }[];
  topics: string[];
}

/** The newest message the reader sent, as the emulator's Sent feed has it now. */
export async function newestSent(service: EmulatorService): Promise<HeldMessage> {
  const answer = await service.ask('/api/v1/messages/sent.json?threaded=false&include_topics=true');
  const { messages, references } = (await answer.json()) as {
    messages: (Omit<HeldMessage, 'topics'> & { topics?: { id: number }[] })[];
    references: { type: string; id: number; name?: string }[];
  };
  const newest = messages[0];
  if (!newest) throw new Error('the reader has sent nothing');
  const nameOf = (id: number) => references.find((r) => r.type === 'topic' && r.id === id)?.name ?? '?';
  return { ...newest, topics: (newest.topics ?? []).map((topic) => nameOf(topic.id)) };
}

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

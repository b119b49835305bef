import type { FeedEnvelope } from '../../../../contract/messages';
import type { EmulatorService } from '../../../api/testing/emulator-service';

/**
 * Posts a message to the emulator's All feed, as bob unless `as` says otherwise, and returns its id: each one
 * newer than every seeded message, so the newest of a feed are the ones the test posted, in the order posted.
 */
export async function postMessage(
  service: EmulatorService,
  text: string,
  options: { repliedTo?: number; as?: string } = {},
): Promise<number> {
  const form = new URLSearchParams({ body: text });
  if (options.repliedTo !== undefined) form.set('replied_to_id', String(options.repliedTo));
  const answer = await service.ask(
    '/api/v1/messages.json',
    { method: 'POST', body: form },
    options.as ?? 'bob@example.com',
  );
  if (answer.status !== 201) throw new Error(`posting "${text}" failed: ${String(answer.status)}`);
  const id = ((await answer.json()) as FeedEnvelope).messages[0]?.id;
  if (id === undefined) throw new Error(`posting "${text}" returned no message`);
  return id;
}

/** The reader's network id, as users/current answers it (lastSeen and feed places are kept per network). */
export async function readerNetworkId(service: EmulatorService): Promise<number> {
  return ((await (await service.ask('/api/v1/users/current.json')).json()) as { network_id: number })
    .network_id;
}

/**
 * jsdom lays nothing out (every element measures 0 px), so the virtualizer mounts what the window's height
 * holds at the estimated item heights: a tall window mounts a whole test feed, a short one only a few.
 */
export function setWindowHeight(px: number): void {
  Object.defineProperty(window, 'innerHeight', { value: px, configurable: true });
}

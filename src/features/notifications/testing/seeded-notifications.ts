import type { QueryClient } from '@tanstack/react-query';
import type { Network } from '../../../../contract/networks';
import type { User } from '../../../../contract/users';
import { networkQueries } from '../../../api/networks/networks-api';
import type { EmulatorService } from '../../../api/testing/emulator-service';
import { userQueries } from '../../../api/users/users-api';

/** Example Corp, the network of alice (the reader). */
export const EXAMPLE_CORP = 5897756601;

/** Forgets every notification the reader has (in this test's transaction): the page starts empty. */
export function clearNotifications(service: EmulatorService): void {
  service.emulator.db
    .prepare('DELETE FROM notifications WHERE user_id = ? AND network_id = ?')
    .run(service.userId, EXAMPLE_CORP);
}

/**
 * What happens to the reader through the emulator's API, each a notification the emulator makes itself:
 * `follower` follows her; she posts `text`; then each of `likers` likes it (newest last). The follow is marked
 * seen, as if she had read it on an earlier visit. Returns her message's id and thread.
 */
export async function arrangeNotifications(
  service: EmulatorService,
  { follower, text, likers }: { follower: string; text: string; likers: string[] },
): Promise<{ messageId: number; threadId: number; followerId: number }> {
  clearNotifications(service);
  const followerId = service.emulator.repo.userByEmail(follower)?.id ?? 0;
  const follow = new URLSearchParams({ target_type: 'user', target_id: String(service.userId) });
  await expectOk(service.ask('/api/v1/subscriptions.json', { method: 'POST', body: follow }, follower));
  service.emulator.db
    .prepare('UPDATE notifications SET viewed = 1 WHERE user_id = ? AND network_id = ?')
    .run(service.userId, EXAMPLE_CORP);
  const posted = await expectOk(
    service.ask('/api/v1/messages.json', { method: 'POST', body: new URLSearchParams({ body: text }) }),
  );
  const [message] = ((await posted.json()) as { messages: { id: number; thread_id: number }[] }).messages;
  if (!message) throw new Error('the emulator posted nothing');
  for (const liker of likers)
    await expectOk(
      service.ask(
        `/api/v1/messages/liked_by/current.json?message_id=${String(message.id)}`,
        { method: 'POST' },
        liker,
      ),
    );
  return { messageId: message.id, threadId: message.thread_id, followerId };
}

async function expectOk(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  if (!response.ok)
    throw new Error(`the emulator answered ${String(response.status)}: ${await response.text()}`);
  return response;
}

/** The reader and her networks as the app knows them after its first screen, taken from the emulator. */
export async function primeReader(service: EmulatorService, client: QueryClient): Promise<void> {
  const me = (await (await service.ask('/api/v1/users/current.json')).json()) as User;
  const networks = (await (await service.ask('/api/v1/networks/current.json')).json()) as Network[];
  client.setQueryData(userQueries.current().queryKey, me);
  client.setQueryData(networkQueries.current().queryKey, networks);
}

import type { Message } from '../../../contract/messages';
import type { EmulatorService } from './emulator-service';

/** Messages of the seeded demo network (src/test/emulator-seed.ts), as alice, the reader, finds them. */
export const SEEDED_MESSAGE = {
  /** Two conversations' starters by others, neither followed by alice, without likes. */
  starterA: 2175478432284672,
  starterB: 2175287597568000,
  /** A reply by someone else (liked twice) in the conversation that `repliedStarter` starts. */
  likedReply: 2174184883617792,
  repliedStarter: 2172979922337792,
  /** A reply of alice's own, in a conversation she does not follow. */
  alicesReply: 2174480061530112,
} as const;

/** A message as the emulator answers GET /messages/ID.json, to put in a cache as a feed would. */
export async function seededMessage(service: EmulatorService, id: number): Promise<Message> {
  const answer = await service.ask(`/api/v1/messages/${String(id)}.json`);
  if (!answer.ok) throw new Error(`no seeded message ${String(id)}: ${String(answer.status)}`);
  return (await answer.json()) as Message;
}

/** Whether alice (or `as`) follows the conversation `threadId`, as the emulator has it now. */
export async function followsThread(service: EmulatorService, threadId: number): Promise<boolean> {
  return (await service.ask(`/api/v1/subscriptions/to_thread/${String(threadId)}.json`)).ok;
}

import type { Message } from '../../../contract/messages';
import type { Reference } from '../../../contract/references';

/** Messages that arrived since the feed was shown, waiting behind the "N new messages" bar. */
export interface PendingMessages {
  messages: Message[];
  references: Reference[];
  /** With `threaded=extended`: the newest replies of each waiting thread, by thread id. */
  threaded_extended?: Record<string, Message[]>;
}

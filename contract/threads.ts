import type { Id, TypedRef } from './common';
import type { Reference, ThreadStats } from './references';

/** `GET /threads/:id.json` (api-shapes 2). Messages of a thread come from `/messages/in_thread/:id.json`. */
export interface Thread {
  type: 'thread';
  id: Id;
  thread_starter_id: Id;
  url: string;
  web_url: string;
  privacy: 'public' | 'private' | (string & {});
  direct_message: boolean;
  has_attachments: boolean;
  attachments: TypedRef[];
  attachments_meta?: { more_files: boolean; more_images: boolean };
  topics: TypedRef[];
  participants?: TypedRef[];
  participants_count?: number;
  stats: ThreadStats;
  references: Reference[];
  group_id?: Id | null;
}

import type { Id } from './common';
import type { Reference } from './references';

export interface Topic {
  type: 'topic';
  id: Id;
  name: string;
  normalized_name?: string;
  permalink?: string;
  url: string;
  web_url: string;
  /** Not in the recorded topic; search results and the emulator carry it. */
  followers_count?: number;
  experts: unknown[];
  references: Reference[];
}

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
  experts: unknown[];
  references: Reference[];
}

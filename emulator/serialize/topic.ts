import type { TopicReference } from '../../contract/references';
import type { TopicRow } from '../db/repository';
import { apiUrl, idLinks, webUrl, type UrlContext } from './urls';

export function topicReference(row: TopicRow, ctx: UrlContext): TopicReference {
  return {
    type: 'topic',
    id: row.id,
    name: row.name,
    normalized_name: row.normalized_name,
    permalink: row.normalized_name,
    ...idLinks(ctx, 'topics', row.id),
  };
}

/** `[[tag:ID]]` tokens of `body.parsed` resolve against `tag` references (legacy name of topics). */
export function tagReference(row: TopicRow, ctx: UrlContext): TopicReference {
  return {
    type: 'tag',
    id: row.id,
    name: row.normalized_name,
    url: apiUrl(ctx, `tags/${row.id}`),
    web_url: webUrl(ctx, `topics/${row.id}`),
  };
}

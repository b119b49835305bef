import type { OpenGraphObject } from '../../contract/open-graph';
import { formatWireDate } from '../../contract/dates';
import type { OpenGraphPageRow } from '../db/open-graph-repo';

/** An Open Graph object (contract/open-graph.ts) from its page row. */
export function openGraphObject(row: OpenGraphPageRow): OpenGraphObject {
  return {
    type: 'open_graph_object',
    id: row.id,
    network_id: row.network_id,
    url: row.url,
    web_url: row.url,
    title: row.title,
    description: row.description,
    image: row.image,
    site_name: row.site_name,
    object_type: row.object_type ?? 'page',
    created_at: formatWireDate(new Date(row.created_at)),
  };
}

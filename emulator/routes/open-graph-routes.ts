import type { Hono } from 'hono';
import { normalizeOpenGraphUrl, type OpenGraphLookup } from '../../contract/open-graph';
import type { AppEnv, Services } from '../http/app-env';
import { invalidField, notFound } from '../http/errors';
import { readParams } from '../http/params';
import { pathId, route } from '../http/routing';
import { openGraphObject } from '../serialize/open-graph-object';
import { feedHandler } from './feed-routes';

/**
 * Open Graph objects, from the real service rather than the spec (api-shapes 17): `GET open_graph_objects?url=`
 * (the object of a page, 404 when there is none the caller may see) and `GET messages/open_graph_objects/ID`
 * (the conversation about it, a feed like every other). A message posted with `og_url` joins its page's
 * object (message-create.ts).
 */
export function registerOpenGraphRoutes(app: Hono<AppEnv>, services: Services): void {
  const { repo } = services;

  route(app, '/api/v1/open_graph_objects', {
    GET: async (c) => {
      const { user, network } = c.get('auth');
      const params = await readParams(c, services.bodyLimitBytes);
      const raw = params.text('url');
      if (raw === undefined) throw invalidField('url', 'is required', 'url_blank');
      const url = normalizeOpenGraphUrl(raw);
      if (url === undefined)
        throw invalidField('url', 'must be an absolute http(s) URL of at most 2048 characters');
      const page = repo.openGraphPageByUrl(network.id, url);
      if (!page || !repo.canSeeOpenGraphPage(page.id, network.id, user.id)) {
        throw notFound('No Open Graph object for this URL.');
      }
      const object = openGraphObject(page);
      // One object per page and network here; the real service could hold several and listed them all.
      const answer: OpenGraphLookup = { ...object, ogos: [object] };
      return c.json(answer);
    },
  });

  route(app, '/api/v1/messages/open_graph_objects/:id{[0-9]+}', {
    GET: feedHandler(services, (c) => {
      const { user, network } = c.get('auth');
      const page = repo.openGraphPageById(pathId(c, 'id'));
      if (
        !page ||
        page.network_id !== network.id ||
        !repo.canSeeOpenGraphPage(page.id, network.id, user.id)
      ) {
        throw notFound('No such Open Graph object in this network.');
      }
      const title = page.title ?? page.url;
      return {
        source: { kind: 'open_graph', pageId: page.id },
        name: title,
        desc: `Conversations about ${title}`,
      };
    }),
  });
}

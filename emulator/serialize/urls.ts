import type { NetworkRow } from '../db/repository';

/** Where the payload's `url` (API) and `web_url` (browser) fields point: the emulator itself. */
export interface UrlContext {
  baseUrl: string;
  network: NetworkRow;
}

export const apiUrl = (ctx: UrlContext, path: string) => `${ctx.baseUrl}/api/v1/${path}`;
export const webUrl = (ctx: UrlContext, path: string) => `${ctx.baseUrl}/${ctx.network.permalink}/${path}`;

/** The `url`/`web_url` pair of a person or group: the API addresses them by id, the browser by name. */
export const namedLinks = (ctx: UrlContext, kind: 'users' | 'groups', row: { id: number; name: string }) => ({
  url: apiUrl(ctx, `${kind}/${row.id}`),
  web_url: webUrl(ctx, `${kind}/${row.name}`),
});

/** The `url`/`web_url` pair of a topic or message: both by id. */
export const idLinks = (ctx: UrlContext, kind: 'topics' | 'messages', id: number) => ({
  url: apiUrl(ctx, `${kind}/${id}`),
  web_url: webUrl(ctx, `${kind}/${id}`),
});

/** Avatars are served by the emulator (an SVG with initials); the template carries the size in the path. */
export function mugshot(ctx: { baseUrl: string }, kind: 'user' | 'group', id: number) {
  const key = `${kind}-${id}`;
  return {
    mugshot_url: `${ctx.baseUrl}/mugshot/images/48x48/${key}`,
    mugshot_url_template: `${ctx.baseUrl}/mugshot/images/{width}x{height}/${key}`,
  };
}

import type { NetworkRow } from '../db/repository';

/** Where the payload's `url` (API) and `web_url` (browser) fields point: the emulator itself. */
export interface UrlContext {
  baseUrl: string;
  network: NetworkRow;
}

export const apiUrl = (ctx: UrlContext, path: string) => `${ctx.baseUrl}/api/v1/${path}`;
export const webUrl = (ctx: UrlContext, path: string) => `${ctx.baseUrl}/${ctx.network.permalink}/${path}`;

/** Avatars are served by the emulator (an SVG with initials); the template carries the size in the path. */
export function mugshot(ctx: { baseUrl: string }, kind: 'user' | 'group', id: number) {
  const key = `${kind}-${id}`;
  return {
    mugshot_url: `${ctx.baseUrl}/mugshot/images/48x48/${key}`,
    mugshot_url_template: `${ctx.baseUrl}/mugshot/images/{width}x{height}/${key}`,
  };
}

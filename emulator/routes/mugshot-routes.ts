import type { Hono } from 'hono';
import type { AppEnv, Services } from '../http/app-env';
import { notFound } from '../http/errors';
import { route } from '../http/routing';
import { escapeHtml } from '../text/body-markup';

const COLORS = ['#1f4e79', '#7a3e9d', '#2e7d32', '#b3541e', '#00695c', '#8e244d', '#455a64', '#5d4037'];

/**
 * Avatars for `mugshot_url`: an SVG with initials on a colour picked from the id, so the demo looks alive
 * without any image files. `{width}x{height}` of the template is accepted and used.
 */
export function registerMugshotRoutes(app: Hono<AppEnv>, { repo }: Services): void {
  route(app, '/mugshot/images/:size/:key', {
    GET: (c) => {
      const size = /^(\d{1,4})x(\d{1,4})$/.exec(c.req.param('size') ?? '');
      const key = /^(user|group)-(\d{1,16})$/.exec(c.req.param('key') ?? '');
      if (!size || !key) throw notFound('No such image.');
      const id = Number(key[2]);
      const name = key[1] === 'user' ? repo.userById(id)?.full_name : repo.groupById(id)?.full_name;
      if (name === undefined) throw notFound('No such image.');
      const initials = name
        .split(/\s+/)
        .map((part) => part[0] ?? '')
        .join('')
        .slice(0, 2)
        .toUpperCase();
      const width = Math.min(512, Number(size[1]));
      const height = Math.min(512, Number(size[2]));
      const color = COLORS[id % COLORS.length] ?? '#1f4e79';
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 48 48"><rect width="48" height="48" fill="${color}"/><text x="24" y="30" font-family="system-ui,sans-serif" font-size="18" font-weight="600" fill="#fff" text-anchor="middle">${escapeHtml(initials)}</text></svg>`;
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=86400',
      });
    },
  });
}

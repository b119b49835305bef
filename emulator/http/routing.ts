import type { Context, Hono } from 'hono';
import type { AppEnv, Services } from './app-env';
import { invalidField, methodNotAllowed } from './errors';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

/**
 * Registers the handlers of one path and answers 405 JSON (with Allow) for any other method, so a wrong
 * method never looks like an unknown route.
 */
export function route(app: Hono<AppEnv>, path: string, handlers: Partial<Record<Method, Handler>>): void {
  const allowed = Object.keys(handlers);
  for (const [method, handler] of Object.entries(handlers)) app.on(method, path, handler);
  app.all(path, (c) => {
    throw methodNotAllowed(c.req.method, c.req.path, allowed);
  });
}

/** The base of `url`/`web_url` fields: the configured public URL, else the request's own origin. */
export function baseUrlOf(c: Context, services: Services): string {
  return services.baseUrl ?? new URL(c.req.url).origin;
}

/** A numeric id from the path; anything else is a 400 naming the parameter. */
export function pathId(c: Context, name: string): number {
  const value = c.req.param(name) ?? '';
  if (!/^\d{1,16}$/.test(value) || !Number.isSafeInteger(Number(value)))
    throw invalidField(name, 'must be a numeric id');
  return Number(value);
}

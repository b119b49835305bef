import type { MiddlewareHandler } from 'hono';
import { toXmlDocument, XML_CONTENT_TYPE } from '../serialize/to-xml';

/**
 * The answer's format, chosen by the path's suffix (spec 1): `.json` (or no suffix) is JSON, `.xml` is XML.
 * Routes know nothing of it: Hono routes on the path without its suffix (`routingPath`), every route and error
 * answers JSON, and `xmlAnswers` rewrites the JSON of an `.xml` request as XML on its way out. One route, one
 * rate-limit group and one handler serve all three forms, so they cannot drift apart.
 */
export type ResponseFormat = 'json' | 'xml';

/**
 * Only the API has a choice of format ("API paths start with /api/v1", spec 4). Elsewhere `.xml` is part of
 * the path: a download at `/files/ID/KEY/report.xml` keeps its name, and the OAuth endpoints answer as before.
 */
const API_PREFIX = '/api/v1/';

/** What a path's suffix asks for; undefined when it has none (answered JSON, as before suffixes existed). */
export function suffixFormat(pathname: string): ResponseFormat | undefined {
  if (pathname.endsWith('.json')) return 'json';
  if (pathname.endsWith('.xml') && pathname.startsWith(API_PREFIX)) return 'xml';
  return undefined;
}

/**
 * The path Hono routes on (its `getPath`): without the format suffix and a trailing slash, as real clients
 * call both `messages` and `messages.json`. Read from the URL's text, as Hono's own getPath does.
 */
export function routingPath(request: Request): string {
  const url = request.url;
  const start = url.indexOf('/', url.indexOf('://') + 3);
  const query = url.indexOf('?', start);
  let path = start < 0 ? '/' : url.slice(start, query < 0 ? undefined : query);
  const format = suffixFormat(path);
  if (format !== undefined) path = path.slice(0, -(format.length + 1));
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

/**
 * The answer of an `.xml` request, in XML when it is JSON: a route's answer, the error handler's (400, 403,
 * 404, 405, 413, 500), the bearer check's 401, the rate limiter's 429 and the "No route" 404 alike, with their
 * status and headers. Everything else passes through untouched: empty bodies (a like's 200), redirects, files,
 * and the HTML pages. Registered first, so it wraps every other middleware and sees each final answer; a
 * `_method` re-dispatch is already XML when it comes back, and XML is never converted twice.
 */
export const xmlAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  if (suffixFormat(new URL(c.req.url).pathname) !== 'xml') return;
  const answer = c.res;
  if (!answer.headers.get('content-type')?.startsWith('application/json') || answer.body === null) return;
  const text = await answer.text();
  const headers = new Headers(answer.headers);
  headers.delete('content-length');
  const xml = xmlOf(text);
  if (xml !== undefined) headers.set('content-type', XML_CONTENT_TYPE);
  // Unset first: Hono's setter would otherwise copy the old headers (Content-Length among them) onto the new.
  c.res = undefined;
  c.res = new Response(xml ?? text, { status: answer.status, statusText: answer.statusText, headers });
};

/** The XML of a JSON text; undefined for an empty body, or one that is not JSON after all (sent as it was). */
function xmlOf(text: string): string | undefined {
  if (text === '') return undefined;
  try {
    return toXmlDocument(JSON.parse(text));
  } catch {
    return undefined;
  }
}

import type { Id } from './common';
import { WireShapeError } from './guards';

/**
 * Open Graph objects (api-shapes 17): a web page that messages are about. Not in the spec: the real service
 * answered `GET open_graph_objects?url=` with one object plus `ogos`, every object of that URL, and served the
 * messages attached to an object at `messages/open_graph_objects/ID` (a feed like the others). Its classic
 * embed used them as a comment system for intranet pages. Only `id` and `url` are needed by a reader; the
 * other fields are what a message's `og_*` parameters (or the page, with `og_fetch`) gave.
 */
export interface OpenGraphObject {
  type: 'open_graph_object';
  id: Id;
  network_id?: Id;
  /** The page's address, normalised (see normalizeOpenGraphUrl). */
  url: string;
  web_url?: string;
  title: string | null;
  description: string | null;
  image: string | null;
  site_name: string | null;
  object_type: string | null;
  created_at?: string;
}

/** `GET open_graph_objects?url=`: one object, and every object of that URL in `ogos`. */
export interface OpenGraphLookup extends OpenGraphObject {
  ogos: OpenGraphObject[];
}

/** The longest `og_url` (and `url` of the lookup) either side accepts. */
export const OPEN_GRAPH_URL_MAX_LENGTH = 2048;

/**
 * The one form of a page's address, so that the same page always maps to the same object: an absolute
 * http(s) URL with the scheme and host lower-cased, the default port and the fragment (`#...`, never sent to
 * the page's server) dropped, and an empty path written `/`. Undefined for anything else (relative, other
 * schemes, credentials in the URL, too long).
 */
export function normalizeOpenGraphUrl(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (trimmed === '' || trimmed.length > OPEN_GRAPH_URL_MAX_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  url.hash = '';
  const normal = url.toString();
  return normal.length > OPEN_GRAPH_URL_MAX_LENGTH ? undefined : normal;
}

type Json = Record<string, unknown>;

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A lenient reader of one object: `id` (a number) and `url` (a string) are required, every other field is
 * taken when it has the right type and null otherwise; unknown fields are kept.
 */
export function readOpenGraphObject(value: unknown, path = 'open_graph_object'): OpenGraphObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new WireShapeError(path, 'an object');
  }
  const o = value as Json;
  if (typeof o.id !== 'number' || !Number.isFinite(o.id))
    throw new WireShapeError(`${path}.id`, 'a numeric id');
  const url = typeof o.url === 'string' ? o.url : typeof o.web_url === 'string' ? o.web_url : undefined;
  if (url === undefined) throw new WireShapeError(`${path}.url`, 'a string');
  return {
    ...(o as unknown as OpenGraphObject),
    type: 'open_graph_object',
    id: o.id,
    url,
    title: textOrNull(o.title ?? o.name),
    description: textOrNull(o.description),
    image: textOrNull(o.image ?? o.thumbnail_url),
    site_name: textOrNull(o.site_name),
    object_type: textOrNull(o.object_type),
  };
}

/** The lookup's answer; `ogos` defaults to the object itself when the service leaves it out. */
export function readOpenGraphLookup(value: unknown): OpenGraphLookup {
  const object = readOpenGraphObject(value);
  const raw = (value as Json).ogos;
  const ogos = Array.isArray(raw)
    ? raw.map((item, index) => readOpenGraphObject(item, `open_graph_object.ogos[${String(index)}]`))
    : [object];
  return { ...object, ogos };
}

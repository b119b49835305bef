/*
 * How the one client puts a request on the wire: its URL and its fetch options. Apart from http-client.ts,
 * so that the request the first chunk sends ahead of the client (sent-ahead.ts) is built by the same code
 * and is, byte for byte, the request the client then takes over.
 */

type Scalar = string | number | boolean | null | undefined;
export type Params = Record<string, Scalar | readonly Scalar[]>;

export function toSearch(params: Params): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values as Scalar[]) if (v !== undefined && v !== null) search.append(name, String(v));
  }
  return search;
}

/** An API address: the service's base URL, `/api/v1`, the path, and the query without its empty values. */
export function apiUrl(baseUrl: string, path: string, query?: Params): string {
  const search = query ? toSearch(query).toString() : '';
  return `${baseUrl}/api/v1${path}${search ? `?${search}` : ''}`;
}

/** The bearer token, JSON, no cookies and no referrer: the service knows the caller by its token alone. */
export function requestInit(
  method: string,
  token: string,
  signal: AbortSignal | undefined,
  form?: Params,
): RequestInit {
  const init: RequestInit = {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    signal: signal ?? null,
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  };
  if (form) init.body = toSearch(form);
  return init;
}

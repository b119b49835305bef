import type { TestApp } from '../test/test-app';

/**
 * Every way issue 3 says clients send one write's parameters (query, urlencoded, multipart, JSON, both, chunked,
 * without the .json suffix or a Content-Type), so that encodings.test.ts can send the same write in each.
 */
export type Pairs = [string, string][];
export type Encoding =
  | 'query'
  | 'urlencoded'
  | 'multipart'
  | 'json'
  | 'query+json'
  | 'chunked urlencoded'
  | 'chunked json'
  | 'chunked multipart'
  | "multipart with a browser's boundary"
  | 'urlencoded, no .json suffix'
  | 'urlencoded without Content-Type';

export const ENCODINGS: Encoding[] = [
  'query',
  'urlencoded',
  'multipart',
  'json',
  'query+json',
  'chunked urlencoded',
  'chunked json',
  'chunked multipart',
  "multipart with a browser's boundary",
  'urlencoded, no .json suffix',
  'urlencoded without Content-Type',
];

/** Repeated names become JSON arrays, as JSON clients send lists. */
function jsonOf(pairs: Pairs): string {
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const key = name.replace(/\[\]$/, '');
    const existing = body[key];
    if (existing === undefined) body[key] = pairs.filter(([n]) => n === name).length > 1 ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else body[key] = [existing, value];
  }
  return JSON.stringify(body);
}

function formOf(pairs: Pairs): FormData {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
}

/** A body sent in small chunks without a Content-Length (Transfer-Encoding: chunked on the wire). */
function chunked(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + 7));
      offset += 7;
    },
  });
}

export async function send(
  t: TestApp,
  token: string,
  method: string,
  path: string,
  pairs: Pairs,
  encoding: Encoding,
): Promise<Response> {
  const encoder = new TextEncoder();
  const form = () => new URLSearchParams(pairs).toString();
  const init = (body: BodyInit | null, headers: Record<string, string> = {}, url = path) =>
    t.api(url, token, { method, body, headers, duplex: 'half' } as RequestInit);
  switch (encoding) {
    case 'query':
      return init(null, {}, `${path}?${form()}`);
    case 'urlencoded':
      return init(form(), { 'Content-Type': 'application/x-www-form-urlencoded' });
    case 'multipart':
      return init(formOf(pairs));
    case 'json':
      return init(jsonOf(pairs), { 'Content-Type': 'application/json' });
    case 'query+json': {
      // The first parameter in the query string, the rest in a JSON body.
      const [first, ...rest] = pairs;
      const query = first ? new URLSearchParams([first]).toString() : '';
      return init(jsonOf(rest), { 'Content-Type': 'application/json' }, `${path}?${query}`);
    }
    case 'chunked urlencoded':
      return init(chunked(encoder.encode(form())), { 'Content-Type': 'application/x-www-form-urlencoded' });
    case 'chunked json':
      return init(chunked(encoder.encode(jsonOf(pairs))), { 'Content-Type': 'application/json' });
    case 'chunked multipart': {
      const encoded = new Response(formOf(pairs));
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      return init(chunked(bytes), { 'Content-Type': encoded.headers.get('content-type') ?? '' });
    }
    case "multipart with a browser's boundary": {
      // Chrome's FormData boundary has upper-case letters, and boundaries are case-sensitive.
      const boundary = '----WebKitFormBoundaryAbCdEfGhIjKlMnOp';
      const parts = pairs.map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      return init(encoder.encode(`${parts.join('')}--${boundary}--\r\n`), {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      });
    }
    case 'urlencoded, no .json suffix':
      return init(
        form(),
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        path.replace(/\.json$/, ''),
      );
    case 'urlencoded without Content-Type':
      // A string body gets text/plain from fetch; the emulator reads a form whatever the type says.
      return init(encoder.encode(form()), {});
  }
}

import { badRequest, HttpError, invalidField, payloadTooLarge } from './errors';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/**
 * All parameters of a request in one place: the query string merged with a urlencoded, multipart or JSON
 * body (or several at once: query + JSON). Clients in the wild use every one of these for the same call, so
 * every route reads parameters only through this. Body values win over query values of the same name.
 */
export class Params {
  constructor(
    private readonly values: Map<string, string[]>,
    private readonly files: Map<string, File[]>,
  ) {}

  get(name: string): string | undefined {
    const list = this.values.get(name);
    return list === undefined ? undefined : list[list.length - 1];
  }

  getAll(name: string): string[] {
    return this.values.get(name) ?? [];
  }

  file(name: string): File | undefined {
    return this.files.get(name)?.[0];
  }

  has(name: string): boolean {
    return this.values.has(name) || this.files.has(name);
  }

  /** A text parameter, trimmed; empty counts as absent. */
  text(name: string): string | undefined {
    const value = this.get(name)?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  /** A positive integer id, or undefined when absent; a malformed value is a 400 naming the parameter. */
  id(name: string): number | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^\d{1,16}$/.test(value) || Number(value) <= 0 || !Number.isSafeInteger(Number(value))) {
      throw invalidField(name, 'must be a numeric id');
    }
    return Number(value);
  }

  int(name: string): number | undefined {
    const value = this.text(name);
    if (value === undefined) return undefined;
    if (!/^-?\d{1,9}$/.test(value)) throw invalidField(name, 'must be an integer');
    return Number(value);
  }

  /** The page size `limit`: out-of-range values are clamped to 1..max rather than refused, as the real service does. */
  limit(fallback: number, max: number): number {
    return Math.min(max, Math.max(1, this.int('limit') ?? fallback));
  }

  flag(name: string): boolean {
    const value = this.text(name)?.toLowerCase();
    return value === 'true' || value === '1' || value === 'yes' || value === 'on';
  }

  names(): string[] {
    return [...new Set([...this.values.keys(), ...this.files.keys()])];
  }
}

export const DEFAULT_BODY_LIMIT = 10 * 1024 * 1024;

/** Parsed params per request; a `_method` override re-dispatches a new Request that carries them over. */
const parsed = new WeakMap<Request, Promise<Params>>();

export function presetParams(request: Request, params: Params): void {
  parsed.set(request, Promise.resolve(params));
}

export function readParams(c: { req: { raw: Request } }, limitBytes = DEFAULT_BODY_LIMIT): Promise<Params> {
  const request = c.req.raw;
  let promise = parsed.get(request);
  if (!promise) {
    promise = parseRequest(request, limitBytes);
    parsed.set(request, promise);
  }
  return promise;
}

async function parseRequest(request: Request, limitBytes: number): Promise<Params> {
  const values = new Map<string, string[]>();
  const files = new Map<string, File[]>();
  const add = (rawName: string, value: string) => {
    // `ids[]=1&ids[]=2` (PHP/Rails style) and `ids=1&ids=2` mean the same list.
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const list = values.get(name) ?? [];
    list.push(value);
    values.set(name, list);
  };
  for (const [name, value] of new URL(request.url).searchParams) add(name, value);
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) {
    return new Params(values, files);
  }

  const bytes = await readBody(request, limitBytes);
  if (bytes.length === 0) return new Params(values, files);
  const header = request.headers.get('content-type') ?? '';
  const type = header.toLowerCase();
  const text = () => new TextDecoder().decode(bytes);

  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      // The header as sent: a boundary is case-sensitive (browsers use upper-case letters in theirs).
      form = await new Response(bytes, { headers: { 'content-type': header } }).formData();
    } catch {
      throw badRequest('The multipart body could not be parsed.', 'malformed_body');
    }
    for (const [rawName, value] of form) {
      if (typeof value === 'string') {
        add(rawName, value);
      } else {
        const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
        files.set(name, [...(files.get(name) ?? []), value]);
      }
    }
  } else if (type.includes('json') || (type === '' && /^\s*[{[]/.test(text()))) {
    let body: unknown;
    const source = text();
    if (nestsDeeperThan(source, MAX_JSON_DEPTH)) {
      throw badRequest(
        `The JSON body is nested deeper than ${String(MAX_JSON_DEPTH)} levels.`,
        'json_too_deep',
      );
    }
    try {
      body = JSON.parse(source);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid JSON';
      throw badRequest(`The JSON body is malformed: ${reason}`, 'malformed_json');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw badRequest('The JSON body must be an object of parameters.', 'malformed_json');
    }
    for (const [name, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
        if (item === null || item === undefined) continue;
        add(
          name,
          typeof item === 'object' ? JSON.stringify(item) : String(item as string | number | boolean),
        );
      }
    }
  } else {
    // urlencoded, and the bodies of clients that forget the Content-Type.
    for (const [name, value] of new URLSearchParams(text())) add(name, value);
  }
  return new Params(values, files);
}

/**
 * The client went away (or the stream broke) before its body ended. Nobody is left to read the answer; it is an
 * ordinary HttpError so the error handler neither logs it as unexpected nor prints a stack trace.
 */
export function bodyCutOff(): HttpError {
  const message = 'The request body ended before its end (the client disconnected).';
  return new HttpError(400, { error: { base: message, code: 'body_cut_off', message } });
}

/** Reads the whole body (chunked or not) and stops at the cap with a 413 instead of buffering forever. */
async function readBody(request: Request, limitBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limitBytes) throw payloadTooLarge(limitBytes);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw bodyCutOff();
    });
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      await reader.cancel();
      throw payloadTooLarge(limitBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

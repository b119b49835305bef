import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { SELF_FETCH_HEADER } from '../http/self-fetch-guard';
import { addressRefusal, isOwnInterfaceAddress, type AddressPolicy } from './address-policy';

/** What og_fetch=true fills in from the page (spec 4.2). */
export interface FetchedOpenGraph {
  title?: string;
  description?: string;
  image?: string;
  siteName?: string;
  objectType?: string;
}

export interface OpenGraphFetchOptions {
  /** The emulator's own origins (the request's and the public base URL): never fetched. */
  selfOrigins: readonly string[];
  /** Ports the emulator listens on (http/self-fetch-guard.ts learns them): loopback and local addresses on them are refused. */
  selfPorts?: Iterable<number>;
  /** Sent as the self-fetch header, so that the emulator refuses a request of its own that reaches it anyway. */
  mark?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Fetch pages on loopback addresses (other than the emulator's own ports): tests and local demos only. */
  allowLoopback?: boolean;
}

export type FetchOutcome = { ok: true; data: FetchedOpenGraph } | { ok: false; reason: string };

export const OG_FETCH_TIMEOUT_MS = 3000;
export const OG_FETCH_MAX_BYTES = 512 * 1024;

/**
 * Fetches og_url for og_fetch=true, defensively: only http(s); never the emulator itself (its own origins,
 * and any loopback or local-interface address on one of its own ports); never loopback, private, link-local
 * (cloud metadata), unspecified, multicast or reserved addresses, nor this machine's own (address-policy.ts;
 * `allowLoopback` lets loopback through for tests); at most 3 redirects, each checked again; one deadline for
 * the whole exchange; at most maxBytes read, then the connection is dropped and what arrived is parsed.
 * Never throws.
 */
export async function fetchOpenGraph(url: string, options: OpenGraphFetchOptions): Promise<FetchOutcome> {
  const timeoutMs = options.timeoutMs ?? OG_FETCH_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? OG_FETCH_MAX_BYTES;
  const controller = new AbortController();
  // The deadline covers everything, name resolution included (a DNS server may never answer).
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => {
      reject(new Error('aborted'));
    });
  });
  deadline.catch(() => undefined);
  const timer = setTimeout(() => {
    controller.abort();
  }, timeoutMs);
  const headers: Record<string, string> = {
    Accept: 'text/html,application/xhtml+xml',
    'User-Agent': 'CommonsEmulator-OpenGraph/1',
  };
  if (options.mark !== undefined) headers[SELF_FETCH_HEADER] = options.mark;
  try {
    let target = url;
    for (let hop = 0; hop <= (options.maxRedirects ?? 3); hop += 1) {
      const refusal = await Promise.race([
        refusalOf(target, options.selfOrigins, options.selfPorts, {
          allowLoopback: options.allowLoopback ?? false,
        }),
        deadline,
      ]);
      if (refusal) return { ok: false, reason: refusal };
      const response = await fetch(target, { redirect: 'manual', signal: controller.signal, headers });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        target = new URL(location, target).toString();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { ok: false, reason: `the page answered ${response.status}` };
      }
      const type = response.headers.get('content-type') ?? '';
      if (type !== '' && !/html/i.test(type)) {
        await response.body?.cancel();
        return { ok: false, reason: `not an HTML page (${type})` };
      }
      const html = await readCapped(response, maxBytes);
      return { ok: true, data: parseOpenGraph(html, target) };
    }
    return { ok: false, reason: 'too many redirects' };
  } catch (error) {
    const reason = controller.signal.aborted
      ? `no answer within ${timeoutMs} ms`
      : error instanceof Error
        ? error.message
        : 'fetch failed';
    return { ok: false, reason };
  } finally {
    clearTimeout(timer);
  }
}

/** Why a URL may not be fetched, or undefined when it may. */
export async function refusalOf(
  raw: string,
  selfOrigins: readonly string[],
  selfPorts: Iterable<number> = [],
  policy: AddressPolicy = { allowLoopback: false },
): Promise<string | undefined> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs are fetched';
  const port = effectivePort(url);
  const selves = selfOrigins.flatMap((origin) => {
    try {
      const self = new URL(origin);
      return [{ host: self.hostname.toLowerCase(), port: effectivePort(self) }];
    } catch {
      return [];
    }
  });
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (selves.some((s) => s.host.replace(/^\[|\]$/g, '') === hostname && s.port === port)) {
    return 'the emulator does not fetch itself';
  }
  let addresses: string[];
  try {
    addresses = isIP(hostname)
      ? [hostname]
      : (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return `cannot resolve ${hostname}`;
  }
  const ports = new Set([...selves.map((s) => s.port), ...selfPorts]);
  if (ports.has(port) && addresses.some(isLocalAddress)) return 'the emulator does not fetch itself';
  // Every address the name resolves to is checked: fetch may connect to any of them.
  for (const address of addresses) {
    const why = addressRefusal(address, policy);
    if (why !== undefined) return `${hostname} is ${why}`;
  }
  return undefined;
}

function effectivePort(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** Normalizes IPv4-mapped IPv6 (::ffff:1.2.3.4) to IPv4. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  // The URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hex?.[1] && hex[2]) {
    const high = parseInt(hex[1], 16);
    const low = parseInt(hex[2], 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return address.toLowerCase();
}

/** Loopback, unspecified, or an address of one of this machine's interfaces: where the emulator itself listens. */
function isLocalAddress(raw: string): boolean {
  const address = plain(raw);
  if (address.startsWith('127.') || address === '::1' || address === '0.0.0.0' || address === '::')
    return true;
  return isOwnInterfaceAddress(address);
}

async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    total += value.byteLength;
    if (total >= maxBytes) {
      await reader.cancel();
      break;
    }
  }
  const bytes = new Uint8Array(Math.min(total, maxBytes));
  let offset = 0;
  for (const chunk of chunks) {
    const room = bytes.length - offset;
    if (room <= 0) break;
    bytes.set(chunk.subarray(0, room), offset);
    offset += Math.min(chunk.byteLength, room);
  }
  return new TextDecoder().decode(bytes);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const clean = (value: string | undefined, max: number): string | undefined => {
  const text = value === undefined ? undefined : decodeEntities(value).replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : undefined;
};

/** `og:*` meta properties, falling back to `<title>` and `<meta name="description">`. */
export function parseOpenGraph(html: string, pageUrl: string): FetchedOpenGraph {
  const meta = new Map<string, string>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = new Map<string, string>();
    for (const match of tag.matchAll(/([a-zA-Z_:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      attrs.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
    }
    const key = (attrs.get('property') ?? attrs.get('name'))?.toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  const image = clean(meta.get('og:image') ?? meta.get('og:image:url'), 2000);
  let imageUrl: string | undefined;
  if (image) {
    try {
      const resolved = new URL(image, pageUrl);
      if (resolved.protocol === 'http:' || resolved.protocol === 'https:') imageUrl = resolved.toString();
    } catch {
      imageUrl = undefined;
    }
  }
  const result: FetchedOpenGraph = {};
  const set = (key: keyof FetchedOpenGraph, value: string | undefined) => {
    if (value !== undefined) result[key] = value;
  };
  set('title', clean(meta.get('og:title') ?? title, 300));
  set('description', clean(meta.get('og:description') ?? meta.get('description'), 1000));
  set('image', imageUrl);
  set('siteName', clean(meta.get('og:site_name'), 200));
  set('objectType', clean(meta.get('og:type'), 100));
  return result;
}

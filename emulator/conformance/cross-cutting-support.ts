import type { TestApp } from '../test/test-app';
import { delta, snapshot, type Delta, type Snapshot } from './db-fingerprint';
import { isApi, routeTable, writesOf, type RouteEntry } from './route-catalog';
import { freshCopy } from './route-samples';

/** What the cross-cutting conformance tests share: the route table, fresh copies, and one request's answer. */
export const ROUTES = routeTable();
export const API_ROUTES = ROUTES.filter((r) => isApi(r.pattern));
export const label = (r: RouteEntry) => `${r.method} ${r.pattern}`;

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  changes: Delta;
}

/**
 * A fresh copy of the prepared demo network (route-catalog.ts), admin's token and the sample ids; `before()`
 * is the prepared state while nothing has been written to the copy, so `answer` need not read it again.
 */
export async function fresh() {
  const copy = await freshCopy();
  const writes = writesOf(copy.t);
  return { ...copy, before: () => (writesOf(copy.t) === writes ? copy.state : undefined) };
}

/** `{n}` in base values made unique per call, as the catalog's bases expect. */
export const filled = (values: Record<string, string>) =>
  Object.entries(values).map(([k, v]) => [k, v.replace('{n}', '1')] as [string, string]);

/**
 * Sends one request and says what it changed. `state` is the database before it: the prepared state for a
 * fresh copy (so it is not read again), else read now.
 */
export async function answer(
  t: TestApp,
  token: string,
  url: string,
  init: RequestInit,
  state?: Snapshot,
): Promise<Answer> {
  const before = state ?? snapshot(t);
  const writes = writesOf(t);
  const response = await t.api(url, token, {
    ...init,
    headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  const changes = writesOf(t) === writes ? {} : delta(before, snapshot(t));
  for (const change of Object.values(changes)) {
    change.added = change.added.map(unrandom);
    change.removed = change.removed.map(unrandom);
  }
  return {
    status: response.status,
    contentType: text === '' ? '' : (response.headers.get('content-type') ?? ''),
    text: unrandom(text),
    changes,
  };
}

/** Tokens and file keys are random by design; everything else must match exactly. */
export const unrandom = (text: string) =>
  text
    .replace(/"(token|access_key)":"[^"]*"/g, '"$1":"<random>"')
    .replace(/\/files\/(\d+)\/[^/"]+\//g, '/files/$1/<key>/');

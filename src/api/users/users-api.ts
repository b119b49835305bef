import { queryOptions } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import { readUser, WireShapeError } from '../../../contract/guards';
import type { User } from '../../../contract/users';
import { httpClient } from '../http/http-client';
import { persisted } from '../persisted-query';

/**
 * `GET /users/current.json?include_followed_tags=true`: the reader, with the topics they follow in
 * `subscriptions` (a captured answer of the service shows them there; the spec has no other list of them), so
 * that the sidebar's My topics costs no request of its own.
 */
export function getCurrentUser(signal?: AbortSignal) {
  return httpClient().request('/users/current.json', {
    query: { include_followed_tags: 'true' },
    signal,
    read: (json) => readUser(json),
  });
}

/** `GET /users/ID.json`: one person of the network (a 404 when there is none). */
export function getUser(id: Id, signal?: AbortSignal) {
  return httpClient().request(`/users/${String(id)}.json`, { signal, read: (json) => readUser(json) });
}

/** People asked within one tick, each once: a page of unnamed senders becomes one burst of requests. */
const asked = new Map<Id, { resolve: (user: User) => void; reject: (error: unknown) => void }[]>();
let flushing: ReturnType<typeof setTimeout> | null = null;

function sendAsked(): void {
  flushing = null;
  const batch = [...asked];
  asked.clear();
  for (const [id, waiting] of batch) {
    // Behind what the reader asks for in the "other" group: a name can come a moment later.
    httpClient()
      .request(`/users/${String(id)}.json`, { priority: 'background', read: (json) => readUser(json) })
      .then(
        (user) => {
          waiting.forEach((w) => {
            w.resolve(user);
          });
        },
        (error: unknown) => {
          waiting.forEach((w) => {
            w.reject(error);
          });
        },
      );
  }
}

/** `GET /users/ID.json`, collected over a tick with the other people asked and sent once per person. */
export function getUserInBatch(id: Id): Promise<User> {
  return new Promise<User>((resolve, reject) => {
    const waiting = asked.get(id) ?? [];
    waiting.push({ resolve, reject });
    asked.set(id, waiting);
    flushing ??= setTimeout(sendAsked, 0);
  });
}

export const userQueries = {
  all: () => ['users'] as const,
  current: () =>
    persisted(
      queryOptions({
        queryKey: [...userQueries.all(), 'current'] as const,
        queryFn: ({ signal }) => getCurrentUser(signal),
        staleTime: 5 * 60_000,
      }),
      { as: 'shell' },
    ),
  detail: (id: Id) =>
    persisted(
      queryOptions({
        queryKey: [...userQueries.all(), 'detail', id] as const,
        queryFn: ({ signal }) => getUser(id, signal),
        staleTime: 5 * 60_000,
      }),
      { as: 'person', id, part: 'person' },
    ),
  /**
   * A person a message names but its references do not (the real service's in_thread has no references):
   * the same cache entry as `detail`, asked in a batch, kept for minutes, not retried (the message then
   * says "Unknown sender").
   */
  named: (id: Id) =>
    persisted(
      queryOptions({
        queryKey: userQueries.detail(id).queryKey,
        queryFn: () => getUserInBatch(id),
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: false,
      }),
      { as: 'person', id, part: 'person' },
    ),
  /** Every page of the directory, under one prefix (general → specific: order, letter, page). */
  directoryAll: () => [...userQueries.all(), 'directory'] as const,
  directory: ({ page, letter, sortBy, reverse }: DirectoryChoice) =>
    queryOptions({
      queryKey: [...userQueries.directoryAll(), sortBy, reverse, letter ?? '', page] as const,
      queryFn: ({ signal }) => getDirectoryPage({ page, letter, sortBy, reverse }, signal),
      staleTime: 5 * 60_000,
    }),
  /** The ids the reader follows; the follow mutations keep the set right, so it stays fresh for minutes. */
  followedIds: (meId: Id) =>
    queryOptions({
      queryKey: [...userQueries.all(), 'followed-ids', meId] as const,
      queryFn: ({ signal }) => getFollowedIds(meId, signal),
      staleTime: 5 * 60_000,
    }),
};

/** The orders `users.json` knows (spec 4.6): by name (A–Z), or most messages / followers first. */
export type DirectorySort = 'name' | 'messages' | 'followers';

export interface DirectoryChoice {
  page: number;
  /** One letter, lower case; undefined for everyone. */
  letter: string | undefined;
  sortBy: DirectorySort;
  reverse: boolean;
}

/** `users.json` answers 50 people a page; a shorter page is the last. */
export const DIRECTORY_PAGE_SIZE = 50;

function readUsers(json: unknown): User[] {
  if (!Array.isArray(json)) throw new WireShapeError('users', 'an array');
  return json.map((u, i) => readUser(u, `users[${String(i)}]`));
}

/** `GET /users.json?page=&letter=&sort_by=&reverse=`: one page of the network's people (a bare array). */
export function getDirectoryPage(choice: DirectoryChoice, signal?: AbortSignal) {
  return httpClient().request('/users.json', {
    query: {
      page: choice.page,
      ...(choice.letter === undefined ? {} : { letter: choice.letter }),
      ...(choice.sortBy === 'name' ? {} : { sort_by: choice.sortBy }),
      ...(choice.reverse ? { reverse: 'true' } : {}),
    },
    signal,
    read: readUsers,
  });
}

function readFollowedIds(json: unknown): Set<Id> {
  const body = json as { meta?: { followed_user_ids?: unknown } } | null;
  const ids = body?.meta?.followed_user_ids;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'number'))
    throw new WireShapeError('meta.followed_user_ids', 'an array of ids');
  return new Set(ids);
}

/**
 * Whom the reader follows, from `GET /users/following/ID.json`: its `meta.followed_user_ids` lists every id
 * the caller follows, so one request tells each row of the directory its Follow state (never one per row).
 */
export function getFollowedIds(meId: Id, signal?: AbortSignal) {
  return httpClient().request(`/users/following/${String(meId)}.json`, { signal, read: readFollowedIds });
}

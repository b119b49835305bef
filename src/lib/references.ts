import type { Id } from '../../contract/common';
import type {
  GroupReference,
  MessageReference,
  Reference,
  ThreadReference,
  TopicReference,
  UserReference,
} from '../../contract/references';

/** Looks up the heterogeneous `references` of an envelope by (type, id); unknown types are kept but unused. */
export interface ReferenceIndex {
  user(id: Id): UserReference | undefined;
  group(id: Id | null | undefined): GroupReference | undefined;
  thread(id: Id): ThreadReference | undefined;
  /** `[[tag:ID]]` tokens and `topics` point at either `tag` or `topic` references. */
  topic(id: Id): TopicReference | undefined;
  message(id: Id | null | undefined): MessageReference | undefined;
}

const key = (type: string, id: Id) => `${type}:${String(id)}`;

export function indexReferences(...lists: readonly (readonly Reference[])[]): ReferenceIndex {
  const map = new Map<string, Reference>();
  for (const list of lists) for (const ref of list) map.set(key(ref.type, ref.id), ref);
  const find = (type: string, id: Id | null | undefined): Reference | undefined =>
    id === null || id === undefined ? undefined : map.get(key(type, id));
  return {
    user: (id) => (find('user', id) ?? find('bot', id) ?? find('guide', id)) as UserReference | undefined,
    group: (id) => find('group', id) as GroupReference | undefined,
    thread: (id) => find('thread', id) as ThreadReference | undefined,
    topic: (id) => (find('tag', id) ?? find('topic', id)) as TopicReference | undefined,
    message: (id) => find('message', id) as MessageReference | undefined,
  };
}

/**
 * The index with people the references did not name, fetched one by one (api/use-known-users): a name the
 * references carry wins.
 */
export function withUsers(refs: ReferenceIndex, users: readonly UserReference[]): ReferenceIndex {
  if (users.length === 0) return refs;
  const byId = new Map(users.map((u) => [u.id, u]));
  return { ...refs, user: (id) => refs.user(id) ?? byId.get(id) };
}

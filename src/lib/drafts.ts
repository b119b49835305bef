import type { Id } from '../../contract/common';
import { ownedDraftKey, readStoredDraft, writeStoredDraft, type DraftOwner } from './draft-store';

export { clearDraft, type DraftOwner } from './draft-store';

/**
 * Drafts of the composer (stored by draft-store.ts). Each draft belongs to one person in one network and to
 * the place it will be posted: the network feed, a group, a topic, a conversation (reply) or a direct
 * message to one person.
 */
export type DraftTarget =
  | { kind: 'network' }
  | { kind: 'group'; id: Id }
  | { kind: 'topic'; id: Id }
  | { kind: 'thread'; id: Id }
  | { kind: 'direct'; id: Id }
  /** A new private message whose person is chosen in the composer (kept in the draft's `to`). */
  | { kind: 'private' };

/** A file already uploaded as a pending attachment: it lives on the service, the draft keeps its id. */
export interface DraftAttachment {
  id: Id;
  name: string;
  size: number;
  contentType?: string;
}

export interface DraftLink {
  url: string;
  title?: string;
  description?: string;
  image?: string;
  /** The person changed the title, description or image: those are sent instead of asking the server. */
  edited: boolean;
}

/** The person a new private message goes to. */
export interface DraftRecipient {
  id: Id;
  name: string;
}

export interface Draft {
  body: string;
  topics: string[];
  groupId: Id | null;
  broadcast: boolean;
  attachments: DraftAttachment[];
  link: DraftLink | null;
  /** Only for a new private message: whom it goes to. */
  to: DraftRecipient | null;
  savedAt: number;
}

export const EMPTY_DRAFT: Omit<Draft, 'savedAt'> = {
  body: '',
  topics: [],
  groupId: null,
  broadcast: false,
  attachments: [],
  link: null,
  to: null,
};

function scopeOf(target: DraftTarget): string {
  return target.kind === 'network' || target.kind === 'private'
    ? target.kind
    : `${target.kind}:${String(target.id)}`;
}

export function draftKey(owner: DraftOwner, target: DraftTarget): string {
  return ownedDraftKey(owner, scopeOf(target));
}

/** Nothing worth keeping: no text, no file, no link. (Topics and a group alone are not a draft.) */
export function isEmptyDraft(draft: Omit<Draft, 'savedAt'>): boolean {
  return draft.body.trim() === '' && draft.attachments.length === 0 && draft.link === null;
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);

function readAttachments(v: unknown): DraftAttachment[] {
  if (!Array.isArray(v)) return [];
  return v.filter(
    (a): a is DraftAttachment =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as DraftAttachment).id === 'number' &&
      typeof (a as DraftAttachment).name === 'string' &&
      typeof (a as DraftAttachment).size === 'number',
  );
}

function readLink(v: unknown): DraftLink | null {
  if (typeof v !== 'object' || v === null) return null;
  const l = v as Partial<DraftLink>;
  if (typeof l.url !== 'string') return null;
  const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
  const link: DraftLink = { url: l.url, edited: l.edited === true };
  const title = text(l.title);
  const description = text(l.description);
  const image = text(l.image);
  if (title !== undefined) link.title = title;
  if (description !== undefined) link.description = description;
  if (image !== undefined) link.image = image;
  return link;
}

function readRecipient(v: unknown): DraftRecipient | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Partial<DraftRecipient>;
  return typeof r.id === 'number' && typeof r.name === 'string' ? { id: r.id, name: r.name } : null;
}

/** The stored draft, checked field by field (a damaged entry loses only what is damaged), or null. */
export function loadDraft(key: string): Draft | null {
  const d = readStoredDraft(key);
  if (!d) return null;
  return {
    body: typeof d.body === 'string' ? d.body : '',
    topics: strings(d.topics),
    groupId: typeof d.groupId === 'number' ? d.groupId : null,
    broadcast: d.broadcast === true,
    attachments: readAttachments(d.attachments),
    link: readLink(d.link),
    to: readRecipient(d.to),
    savedAt: typeof d.savedAt === 'number' ? d.savedAt : 0,
  };
}

/** Stores the draft, or forgets it when it holds nothing. False when storage refused (full or blocked). */
export function saveDraft(key: string, draft: Omit<Draft, 'savedAt'>, now = Date.now()): boolean {
  return writeStoredDraft(key, isEmptyDraft(draft) ? null : draft, now);
}

/**
 * Sign-out: the person's drafts keep their words, but not the files uploaded for them. A pending attachment
 * is the service's, tied to that sign-in; the next person at this computer must not post it.
 */
export function forgetDraftUploads(owner: DraftOwner): void {
  let store: Storage;
  try {
    store = window.localStorage;
  } catch {
    return;
  }
  const prefix = ownedDraftKey(owner, '');
  for (const key of Object.keys(store)) {
    if (!key.startsWith(prefix)) continue;
    const draft = loadDraft(key);
    if (draft && draft.attachments.length > 0) saveDraft(key, { ...draft, attachments: [] }, draft.savedAt);
  }
}

import type { EmbedOptions } from '../lib/embed-protocol';
import { pageStorage } from '../lib/page-storage';

/**
 * The frame's composer draft, in its own storage (partitioned per embedding site like its token): one per
 * embed's subject, so a reload, a 401 or a sign-in again keeps what was typed.
 */
export function draftKeyOf(options: EmbedOptions): string {
  const subject = options.feed === 'open-graph' ? (options.ogUrl ?? '') : (options.feedId ?? '');
  return `commons.embed.draft.${options.feed}:${subject}`;
}

/** localStorage, or the page's memory where the browser blocks storage in third-party frames. */
const storage = pageStorage;

export function readDraft(options: EmbedOptions): string {
  return storage().getItem(draftKeyOf(options)) ?? '';
}

export function saveDraft(options: EmbedOptions, text: string): void {
  if (text.trim() === '') storage().removeItem(draftKeyOf(options));
  else storage().setItem(draftKeyOf(options), text);
}

export const hasDraft = (options: EmbedOptions): boolean => readDraft(options).trim() !== '';

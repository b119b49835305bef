import type { Id } from '../../../contract/common';
import type { Group } from '../../../contract/groups';
import type { AutocompleteGroup } from '../../../contract/social';
import { groupName } from '../../api/groups/groups-api';

/** A group as a row draws it, from a full group or from an autocomplete answer (which has no counts). */
export interface GroupView {
  id: Id;
  name: string;
  /** The first line of the description, if it has one. */
  summary: string | null;
  isPrivate: boolean;
  /** Unknown for a group only the autocomplete named. */
  members: number | undefined;
  template?: string | undefined;
  url?: string | undefined;
}

const firstLine = (text: string | null | undefined) => text?.split(/\r?\n/, 1)[0]?.trim() || null;

export function viewOfGroup(group: Group): GroupView {
  return {
    id: group.id,
    name: groupName(group),
    summary: firstLine(group.description),
    isPrivate: group.privacy === 'private',
    members: group.stats.members,
    template: group.mugshot_url_template,
    url: group.mugshot_url,
  };
}

export function viewOfFound(group: AutocompleteGroup): GroupView {
  return {
    id: group.id,
    name: group.full_name || group.name,
    summary: firstLine(group.description),
    isPrivate: group.private,
    members: undefined,
    template: group.mugshot_url_template,
    url: group.photo,
  };
}

/** Lower case, accents off: "Café" is found by "cafe". */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const filterWords = (filter: string) => fold(filter).split(/\s+/).filter(Boolean);

/** Every word typed is somewhere in the group's name or description (the list narrows as the reader types). */
export function matchesFilter(group: GroupView, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const text = fold(`${group.name} ${group.summary ?? ''}`);
  return words.every((word) => text.includes(word));
}

/** The service's finds that the list does not show already, in the service's order. */
export function notShown(found: readonly GroupView[], shown: readonly GroupView[]): GroupView[] {
  const ids = new Set(shown.map((g) => g.id));
  return found.filter((g) => !ids.has(g.id));
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DirectoryChoice, DirectorySort } from '../../api/users/users-api';

export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

export const SORTS: { value: DirectorySort; label: MessageDescriptor }[] = [
  { value: 'name', label: msg({ message: 'Name', comment: 'an order of the people directory: by name' }) },
  { value: 'messages', label: msg`Most messages` },
  { value: 'followers', label: msg`Most followers` },
];

const isSort = (value: string | null): value is DirectorySort => SORTS.some((s) => s.value === value);

/** The directory's choices from the address (`?page=&letter=&sort=&reverse=`); anything odd reads as the default. */
export function readChoice(params: URLSearchParams): DirectoryChoice {
  const page = Number(params.get('page'));
  const letter = params.get('letter')?.toLowerCase();
  const sort = params.get('sort');
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    letter: letter !== undefined && LETTERS.includes(letter) ? letter : undefined,
    sortBy: isSort(sort) ? sort : 'name',
    reverse: params.get('reverse') === '1',
  };
}

/** The address of a choice: defaults are left out, so the plain `/people` is the first page A–Z. */
export function choiceSearch(choice: DirectoryChoice): string {
  const params = new URLSearchParams();
  if (choice.letter !== undefined) params.set('letter', choice.letter);
  if (choice.sortBy !== 'name') params.set('sort', choice.sortBy);
  if (choice.reverse) params.set('reverse', '1');
  if (choice.page > 1) params.set('page', String(choice.page));
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** A new letter or order starts again at page 1. */
export function withChange(choice: DirectoryChoice, change: Partial<DirectoryChoice>): DirectoryChoice {
  const page = change.page ?? 1;
  return { ...choice, ...change, page };
}

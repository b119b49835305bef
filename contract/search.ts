/**
 * The limits of search (spec 4.13, api-shapes 8) and autocomplete (spec 4.11), shared by the emulator (which
 * applies them) and the client (which explains a query beyond them instead of sending it).
 */

/** Results of each type per page, and the most `num_per_page` may ask for. */
export const SEARCH_PER_PAGE = 20;
/** The service finds at most this many of each type; its totals stop there too. */
export const SEARCH_MAX_RESULTS = 1000;
/** So the last page that can hold anything. */
export const SEARCH_MAX_PAGE = SEARCH_MAX_RESULTS / SEARCH_PER_PAGE;
/**
 * Words of a search beyond this are ignored by the service's index (the spec gives search no limit; the
 * emulator's index reads this many), so the client asks the reader to shorten the query rather than search
 * for less than they typed.
 */
export const SEARCH_MAX_WORDS = 16;
/** No name, topic or indexed word is longer: a longer word can only find nothing. */
export const SEARCH_MAX_WORD_LENGTH = 200;
/** The autocomplete reads at most this many words of a prefix (spec 4.11 and 8). */
export const AUTOCOMPLETE_MAX_WORDS = 5;

/** `model_types` values of `search.json`, one per result list (api-shapes 8). */
export const SEARCH_MODEL_TYPES = {
  messages: 'MESSAGETHREAD',
  users: 'USER',
  groups: 'GROUP',
  topics: 'TOPIC',
} as const;

/** The words of a query as both sides count them: split at spaces, a leading @ or # left out. */
export function searchWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((word) => word.replace(/^[@#]+/, ''))
    .filter((word) => word !== '');
}

/** Why a query cannot be searched as typed, in the reader's words; undefined when it can. */
export function searchLimitProblem(text: string): string | undefined {
  const words = searchWords(text);
  if (words.length > SEARCH_MAX_WORDS) {
    return `Search reads at most ${String(SEARCH_MAX_WORDS)} words; this has ${String(words.length)}. Leave out the ones that matter least.`;
  }
  if (words.some((word) => word.length > SEARCH_MAX_WORD_LENGTH)) {
    return `A word of more than ${String(SEARCH_MAX_WORD_LENGTH)} characters cannot match anything. Check for text pasted by mistake.`;
  }
  return undefined;
}

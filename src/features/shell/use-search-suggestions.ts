import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_MAX_WORDS, searchWords } from '../../../contract/search';
import { autocompleteQueries, normalizePrefix } from '../../api/search/autocomplete-api';
import type { ListOption } from '../../components/suggestion-list';
import { useSettled } from '../../components/use-settled';
import { hrefs } from '../../config/paths';

/** Suggestions are asked for only once typing pauses this long (spec 8: half a second). */
export const SEARCH_PAUSE_MS = 500;

/** A suggestion of the search box: what it says, and the page it opens. */
export interface SearchSuggestion extends ListOption {
  href: string;
}

/**
 * People, groups and topics whose names start with what the box holds (`autocomplete/ranked`, one request for
 * the three): asked after a half-second pause, each prefix's answer cached for minutes so none is asked
 * twice; none for more words than the autocomplete reads (the Enter search takes those).
 */
export function useSearchSuggestions(text: string): SearchSuggestion[] {
  const { t } = useLingui();
  const prefix = normalizePrefix(text);
  const tooLong = searchWords(text).length > AUTOCOMPLETE_MAX_WORDS;
  const settled = useSettled(prefix, SEARCH_PAUSE_MS);
  const current = prefix !== '' && !tooLong && settled === prefix;
  const answer = useQuery({ ...autocompleteQueries.mixed(settled), enabled: current }).data;
  if (!current || !answer) return [];
  return [
    ...(answer.user ?? []).map((u) => {
      const job = u.job_title;
      return {
        id: `user-${String(u.id)}`,
        label: u.full_name || u.name,
        detail: job ? t`Person · ${job}` : t`Person`,
        photo: u.photo || undefined,
        href: hrefs.user(u.id),
      };
    }),
    ...(answer.group ?? []).map((g) => ({
      id: `group-${String(g.id)}`,
      label: g.full_name || g.name,
      detail: g.private ? t`Private group` : t`Group`,
      href: hrefs.group(g.id),
    })),
    ...(answer.topic ?? []).map((topic) => ({
      id: `topic-${String(topic.id)}`,
      label: `#${topic.name}`,
      detail: t`Topic`,
      href: hrefs.topic(topic.id),
    })),
  ];
}

import { useQuery } from '@tanstack/react-query';
import { autocompleteQueries, normalizePrefix } from '../../api/search/autocomplete-api';
import { useSettled } from '../../components/use-settled';
import { viewOfFound, type GroupView } from './group-view';

/** The service is asked only once typing pauses this long (spec 8: half a second). */
export const FILTER_PAUSE_MS = 500;
/** How many groups the autocomplete may name beyond the loaded page. */
const FOUND_MAX = 20;

/**
 * The groups the service finds for what the filter holds (the autocomplete's `group` model), asked after a
 * pause in typing and cached for minutes per prefix, so no prefix is asked twice. Off while `enabled` is false.
 */
export function useFoundGroups(filter: string, enabled: boolean) {
  const prefix = normalizePrefix(filter);
  const settled = useSettled(prefix, FILTER_PAUSE_MS);
  const current = enabled && prefix !== '' && settled === prefix;
  const query = useQuery({ ...autocompleteQueries.ranked('group', settled, FOUND_MAX), enabled: current });
  const found: GroupView[] = current ? (query.data?.group ?? []).map(viewOfFound) : [];
  return {
    found,
    /** Typing, or the service not answered yet: more may come. */
    searching: enabled && prefix !== '' && (!current || query.isFetching),
    error: current ? query.error : null,
    retry: () => void query.refetch(),
  };
}

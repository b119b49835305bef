import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Id } from '../../../contract/common';
import type { Suggestion } from '../../../contract/people';
import { dismissSuggestion, suggestionQueries } from './suggestions-api';

/**
 * Dismisses a suggestion: gone from every cached list at once, and kept gone (the service never suggests it
 * again; on a failure it comes back so the reader can try again).
 */
export function useDismissSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: Id) => dismissSuggestion(id),
    onMutate: async (id) => {
      const queryKey = suggestionQueries.all();
      await client.cancelQueries({ queryKey });
      const before = client.getQueriesData<Suggestion[]>({ queryKey });
      client.setQueriesData<Suggestion[]>({ queryKey }, (list) => list?.filter((s) => s.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      context?.before.forEach(([key, list]) => client.setQueryData(key, list));
    },
  });
}

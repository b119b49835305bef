import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { autocompleteQueries } from '../../api/search/autocomplete-api';
import type { CaretToken } from '../../lib/composer-text';

/** Suggestions are asked for only once typing pauses this long. */
export const SUGGEST_PAUSE_MS = 500;

export interface Suggestion {
  id: string;
  /** What goes into the text: `@username` or `#topic`. */
  insert: string;
  label: string;
  detail?: string;
  photo?: string;
  /** The person's id, for a person suggested. */
  userId?: number;
}

/**
 * @mention and #topic suggestions for the token at the caret: the request waits for a half-second pause,
 * each (model, prefix) answer is cached for minutes by the query cache, so a prefix is never asked twice.
 */
export function useSuggestions(token: CaretToken | null) {
  const [settled, setSettled] = useState<CaretToken | null>(null);
  useEffect(() => {
    if (!token) return;
    const timer = setTimeout(() => {
      setSettled(token);
    }, SUGGEST_PAUSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [token]);

  const model = settled?.sigil === '#' ? 'topic' : 'user';
  const current =
    settled !== null && token !== null && settled.start === token.start && settled.query === token.query;
  const query = useQuery({
    ...autocompleteQueries.ranked(model, settled?.query ?? ''),
    enabled: current,
  });
  const suggestions: Suggestion[] = [];
  if (current && query.data) {
    if (model === 'user')
      for (const u of query.data.user ?? [])
        suggestions.push({
          id: `user-${String(u.id)}`,
          insert: `@${u.name}`,
          label: u.full_name,
          detail: `@${u.name}${u.job_title ? ` · ${u.job_title}` : ''}`,
          photo: u.photo,
          userId: u.id,
        });
    else
      for (const t of query.data.topic ?? [])
        suggestions.push({ id: `topic-${String(t.id)}`, insert: `#${t.name}`, label: `#${t.name}` });
  }
  return { suggestions, loading: current && query.isFetching, token: current ? settled : null };
}

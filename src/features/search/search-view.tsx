import { useMemo, type ReactNode } from 'react';
import { ErrorState, LoadingState } from '../../components/states';
import { usePageTitle } from '../../components/page-title';
import { matcherFor } from './highlight';
import { AllResults, TabResults } from './result-lists';
import type { SearchChoice } from './search-choice';
import { SearchTabs } from './search-tabs';
import { useSearch } from './use-search';

const HEADING = 'search-heading';

/**
 * `/search?q=&type=&page=`: the heading ("Search: q"), the box (`box`, the shell's, focused when there is no
 * query yet), the tabs with the service's totals, and All's first few of each type or a tab's page, the
 * matched words marked. Loading, nothing found, a query beyond the limits and a failure each say so.
 */
export function SearchView({ choice, box }: { choice: SearchChoice; box: ReactNode }) {
  const search = useSearch(choice);
  const { q, problem } = search;
  usePageTitle(q === '' ? 'Search' : `Search: ${q}`);
  const matcher = useMemo(() => matcherFor(q), [q]);

  let body: ReactNode = null;
  if (q === '') {
    body = (
      <p className="px-4 py-6 text-slate-600 dark:text-slate-300">
        Find messages, people, groups and topics. Type a few words and press Enter.
      </p>
    );
  } else if (problem !== undefined) {
    body = (
      <div
        role="alert"
        className="m-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      >
        <p className="font-semibold">This search was not sent</p>
        <p className="mt-1 text-sm">{problem}</p>
      </div>
    );
  } else if (search.error && !search.results) {
    body = (
      <ErrorState
        title="The search could not be done"
        message={search.error.message}
        onRetry={search.retry}
      />
    );
  } else if (search.pending || !search.results) {
    body = <LoadingState label="Searching…" />;
  } else {
    const { results, counts, kind } = search;
    body =
      choice.tab === 'all' ? (
        <AllResults q={q} results={results} matcher={matcher} />
      ) : (
        <TabResults
          choice={choice}
          kind={kind}
          results={results}
          total={counts?.[kind] ?? results.count[kind]}
          matcher={matcher}
        />
      );
  }

  return (
    <section aria-labelledby={HEADING} aria-busy={search.stale || undefined}>
      <div className="px-4 pt-3 pb-2">
        <h1 id={HEADING} className="mb-3 text-xl font-semibold break-words">
          {q === '' ? 'Search' : `Search: ${q}`}
        </h1>
        {box}
      </div>
      {q !== '' && problem === undefined ? <SearchTabs choice={choice} counts={search.counts} /> : null}
      <div className={search.stale ? 'opacity-60' : undefined}>{body}</div>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type ReactNode } from 'react';
import { SEARCH_MAX_WORD_LENGTH, SEARCH_MAX_WORDS, searchWords } from '../../../contract/search';
import { ErrorState, LoadingState } from '../../components/states';
import { usePageTitle } from '../../components/page-title';
import { formatNumber } from '../../i18n/formatters';
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
  const { t } = useLingui();
  const search = useSearch(choice);
  const { q, problem } = search;
  const heading = q === '' ? t`Search` : t`Search: ${q}`;
  usePageTitle(heading);
  const matcher = useMemo(() => matcherFor(q), [q]);

  let body: ReactNode = null;
  if (q === '') {
    body = (
      <p className="px-4 py-6 text-slate-600 dark:text-slate-300">
        <Trans>Find messages, people, groups and topics. Type a few words and press Enter.</Trans>
      </p>
    );
  } else if (problem !== undefined) {
    body = (
      <div
        role="alert"
        className="m-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      >
        <p className="font-semibold">
          <Trans>This search was not sent</Trans>
        </p>
        <p className="mt-1 text-sm">
          <LimitProblem q={q} />
        </p>
      </div>
    );
  } else if (search.error && !search.results) {
    body = (
      <ErrorState
        title={t`The search could not be done`}
        message={search.error.message}
        onRetry={search.retry}
      />
    );
  } else if (search.pending || !search.results) {
    body = <LoadingState label={t`Searching…`} />;
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
          {heading}
        </h1>
        {box}
      </div>
      {q !== '' && problem === undefined ? <SearchTabs choice={choice} counts={search.counts} /> : null}
      <div className={search.stale ? 'opacity-60' : undefined}>{body}</div>
    </section>
  );
}

/**
 * Why a query beyond the service's limits was not sent, in the reader's language: the same two limits that
 * `searchLimitProblem` (contract/search.ts) checks before anything is asked.
 */
function LimitProblem({ q }: { q: string }) {
  const { i18n } = useLingui();
  const words = searchWords(q);
  if (words.length > SEARCH_MAX_WORDS) {
    const max = formatNumber(i18n.locale, SEARCH_MAX_WORDS);
    const count = formatNumber(i18n.locale, words.length);
    return (
      <Trans>
        Search reads at most {max} words; this has {count}. Leave out the ones that matter least.
      </Trans>
    );
  }
  const max = formatNumber(i18n.locale, SEARCH_MAX_WORD_LENGTH);
  return (
    <Trans>
      A word of more than {max} characters cannot match anything. Check for text pasted by mistake.
    </Trans>
  );
}

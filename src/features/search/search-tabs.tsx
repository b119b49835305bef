import { Link } from 'react-router';
import type { SearchResults } from '../../../contract/social';
import { TAB, TAB_COUNT, TAB_OFF, TAB_ON } from '../../components/tab-classes';
import { searchParamsFor } from '../../config/paths';
import { SEARCH_TABS, totalLabel, type SearchChoice } from './search-choice';

/**
 * All, Messages, People, Groups and Topics as links (the tab is in the address), each with the service's
 * total for its type ("Messages 132", "1000+" where the service stopped counting); the current one marked.
 */
export function SearchTabs({
  choice,
  counts,
}: {
  choice: SearchChoice;
  counts: SearchResults['count'] | undefined;
}) {
  return (
    <nav aria-label="Result types" className="border-b border-slate-200 px-2 dark:border-slate-800">
      <ul className="flex overflow-x-auto [scrollbar-width:none]">
        {SEARCH_TABS.map(({ tab, label, kind }) => (
          <li key={tab} className="shrink-0">
            <Link
              to={{ search: searchParamsFor(choice.q, tab) }}
              aria-current={tab === choice.tab ? 'page' : undefined}
              className={`${TAB} ${tab === choice.tab ? TAB_ON : TAB_OFF}`}
            >
              {label}
              {kind && counts ? (
                <>
                  {' '}
                  <span className={TAB_COUNT}>{totalLabel(counts[kind])}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

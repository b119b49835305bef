import { useLingui } from '@lingui/react/macro';
import type { SearchResults } from '../../../contract/social';
import { TabLink } from '../../components/tab-link';
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
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Result types`} className="border-b border-slate-200 px-2 dark:border-slate-800">
      <ul className="flex overflow-x-auto [scrollbar-width:none]">
        {SEARCH_TABS.map(({ tab, label, kind }) => (
          <li key={tab} className="shrink-0">
            <TabLink
              to={{ search: searchParamsFor(choice.q, tab) }}
              current={tab === choice.tab}
              count={kind && counts ? totalLabel(i18n.locale, counts[kind]) : undefined}
            >
              {i18n._(label)}
            </TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

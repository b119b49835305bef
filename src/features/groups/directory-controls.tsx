import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FOCUS_RING } from '../../components/button-classes';
import { PageLinks } from '../../components/page-links';
import { TabLink } from '../../components/tab-link';
import { formatNumber } from '../../i18n/formatters';
import { groupsSearch, type GroupsChoice, type GroupsTab } from './directory-choice';

const TABS: { tab: GroupsTab; label: MessageDescriptor }[] = [
  { tab: 'mine', label: msg`My groups` },
  { tab: 'all', label: msg`All groups` },
];

/** My groups and All groups as links (the tab is in the address), the current one marked; the filter stays. */
export function DirectoryTabs({
  choice,
  mineCount,
}: {
  choice: GroupsChoice;
  mineCount: number | undefined;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Lists of groups`} className="border-b border-slate-200 px-2 dark:border-slate-800">
      <ul className="flex">
        {TABS.map(({ tab, label }) => (
          <li key={tab}>
            <TabLink
              to={{ search: groupsSearch({ tab, page: 1, filter: choice.filter }) }}
              current={tab === choice.tab}
              count={
                tab === 'mine' && mineCount !== undefined ? formatNumber(i18n.locale, mineCount) : undefined
              }
            >
              {i18n._(label)}
            </TabLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const FIELD = `min-h-11 min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 text-base dark:border-slate-500 dark:bg-slate-900 sm:min-h-10 sm:text-sm ${FOCUS_RING}`;

/** The filter box: each keystroke narrows the list at once; the address keeps what was typed. */
export function FilterBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-3 px-4 py-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium">
        <Trans>Filter groups</Trans>
      </label>
      <input
        id={id}
        type="search"
        value={value}
        autoComplete="off"
        placeholder={t`Name or description`}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        className={FIELD}
      />
    </div>
  );
}

/** Where the reader is among the pages of All groups; nothing while everything fits on one page. */
export function GroupsPaging({ choice, full }: { choice: GroupsChoice; full: boolean }) {
  if (choice.page === 1 && !full) return null;
  return <PageLinks page={choice.page} full={full} searchFor={(page) => groupsSearch({ ...choice, page })} />;
}

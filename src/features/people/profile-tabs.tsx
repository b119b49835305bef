import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import { FOCUS_RING } from '../../components/button-classes';
import { TAB_OFF, TAB_ON } from '../../components/tab-classes';
import { hrefs } from '../../config/paths';
import { formatNumber } from '../../i18n/formatters';

/** A profile's sections; Messages is the profile's own address, the others `/users/ID/<tab>`. */
export type ProfileTab = 'messages' | 'followers' | 'following' | 'groups';

export const TAB_LABELS: Record<ProfileTab, MessageDescriptor> = {
  messages: msg({ message: 'Messages', comment: 'a tab of a profile: the messages the person posted' }),
  followers: msg`Followers`,
  following: msg({ message: 'Following', comment: 'a tab of a profile: the people the person follows' }),
  groups: msg`Groups`,
};

const TABS = Object.keys(TAB_LABELS) as ProfileTab[];

/** The tab an address names: none is Messages; anything but a list tab is no tab at all (Not found). */
export function readProfileTab(param: string | undefined): ProfileTab | null {
  if (param === undefined) return 'messages';
  return param !== 'messages' && (TABS as string[]).includes(param) ? (param as ProfileTab) : null;
}

export function profileTabHref(id: Id, tab: ProfileTab): string {
  return tab === 'messages' ? hrefs.user(id) : hrefs.userTab(id, tab);
}

const TAB = `inline-flex min-h-11 items-center gap-1.5 border-b-2 px-2.5 text-sm sm:px-3 font-medium whitespace-nowrap sm:min-h-10 ${FOCUS_RING} focus-visible:-outline-offset-2`;
// On a phone the four tabs fit the width without their counts (still read out).
const COUNT =
  'rounded-full bg-slate-100 px-1.5 text-xs max-sm:sr-only text-slate-700 dark:bg-slate-800 dark:text-slate-200';

/**
 * The sections as links, the current one marked (`aria-current`): each is an address of its own, so reload,
 * Back and a shared link keep it. Counts come from the user's `stats` where it has them.
 */
export function ProfileTabs({
  id,
  current,
  counts,
}: {
  id: Id;
  current: ProfileTab;
  counts: Partial<Record<ProfileTab, number>>;
}) {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t`Profile`}
      className="overflow-x-auto border-b border-slate-200 px-2 dark:border-slate-800"
    >
      <ul className="flex">
        {TABS.map((tab) => {
          const count = counts[tab];
          return (
            <li key={tab}>
              <Link
                to={profileTabHref(id, tab)}
                aria-current={tab === current ? 'page' : undefined}
                className={`${TAB} ${tab === current ? TAB_ON : TAB_OFF}`}
              >
                {i18n._(TAB_LABELS[tab])}
                {/* "Followers 5", read as two words. */}
                {count === undefined ? null : ' '}
                {count === undefined ? null : (
                  <span className={COUNT}>{formatNumber(i18n.locale, count)}</span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Id } from '../../../contract/common';
import { hrefs } from '../../config/paths';
import { TAB, TAB_OFF, TAB_ON } from '../../components/tab-classes';

/** A group page's sections: its conversations (the group's own address) and its members. */
export type GroupTab = 'conversations' | 'members';

const TABS: { tab: GroupTab; label: MessageDescriptor; href: (id: Id) => string }[] = [
  { tab: 'conversations', label: msg`Conversations`, href: hrefs.group },
  { tab: 'members', label: msg`Members`, href: hrefs.groupMembers },
];

/** The sections as links, the current one marked (`aria-current`): each is an address of its own. */
export function GroupTabs({ id, current }: { id: Id; current: GroupTab }) {
  const { t, i18n } = useLingui();
  return (
    <nav
      aria-label={t({ message: 'Group', comment: "names the navigation between a group page's sections" })}
      className="border-b border-slate-200 px-2 dark:border-slate-800"
    >
      <ul className="flex">
        {TABS.map(({ tab, label, href }) => (
          <li key={tab}>
            <Link
              to={href(id)}
              aria-current={tab === current ? 'page' : undefined}
              className={`${TAB} ${tab === current ? TAB_ON : TAB_OFF}`}
            >
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

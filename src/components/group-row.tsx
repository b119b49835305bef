import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Group } from '../../contract/groups';
import { hrefs } from '../config/paths';
import { Avatar } from './avatar';
import { FOCUS_RING } from './button-classes';

const ROW = `flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-900 ${FOCUS_RING} focus-visible:-outline-offset-2`;

/** One group as a list item: the whole row leads to its conversations; privacy, members and what it is for. */
export function GroupRow({ group }: { group: Group }) {
  const { t } = useLingui();
  const name = group.full_name || group.name;
  const members = group.stats.members;
  return (
    <li>
      <Link to={hrefs.group(group.id)} className={ROW}>
        <Avatar name={name} template={group.mugshot_url_template} url={group.mugshot_url} />
        <span className="min-w-0 flex-1">
          <bdi className="block truncate font-semibold">{name}</bdi>
          <span className="block truncate text-sm text-slate-600 dark:text-slate-300">
            {[
              group.privacy === 'private'
                ? t({ message: 'Private', comment: 'a group' })
                : t({ message: 'Public', comment: 'a group' }),
              plural(members, { one: '# member', other: '# members' }),
              group.description,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      </Link>
    </li>
  );
}

import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { FOCUS_RING } from '../../components/button-classes';
import { hrefs } from '../../config/paths';
import { countLabel } from '../../lib/plural';
import type { GroupView } from './group-view';
import { PrivacyLabel } from './privacy-label';
import { useMembershipAction } from './use-membership-action';

/** One group of the directory: avatar, name (to its page), privacy, members, what it is for; Join or Leave. */
export function DirectoryRow({ group }: { group: GroupView }) {
  const { button, message } = useMembershipAction(group);
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={group.name} template={group.template} url={group.url} />
      <div className="min-w-0 flex-1">
        <Link
          to={hrefs.group(group.id)}
          className={`inline-block min-h-6 max-w-full truncate align-top font-semibold text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`}
        >
          {group.name}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
          <PrivacyLabel isPrivate={group.isPrivate} />
          {group.members === undefined ? null : (
            <>
              <span aria-hidden="true">·</span>
              <span>{countLabel(group.members, 'member', 'members')}</span>
            </>
          )}
        </p>
        {group.summary ? (
          <p className="truncate text-sm text-slate-700 dark:text-slate-200">{group.summary}</p>
        ) : null}
        {message}
      </div>
      {button}
    </li>
  );
}

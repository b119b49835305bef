import { Plural } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FOCUS_RING } from '../../components/button-classes';
import { hrefs } from '../../config/paths';
import type { GroupView } from './group-view';
import { PrivacyLabel } from './privacy-label';

/** A group's name (to its page) over its privacy and member count: the two lines every list of groups shows. */
export function GroupSummary({ group }: { group: GroupView }) {
  const members = group.members;
  return (
    <>
      <Link
        to={hrefs.group(group.id)}
        className={`inline-block min-h-6 max-w-full truncate align-top font-semibold text-blue-800 hover:underline dark:text-blue-300 ${FOCUS_RING}`}
      >
        {group.name}
      </Link>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
        <PrivacyLabel isPrivate={group.isPrivate} />
        {members === undefined ? null : (
          <>
            <span aria-hidden="true">·</span>
            <span>
              <Plural value={members} one="# member" other="# members" />
            </span>
          </>
        )}
      </p>
    </>
  );
}

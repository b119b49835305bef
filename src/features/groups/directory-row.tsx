import { Avatar } from '../../components/avatar';
import { GroupSummary } from './group-summary';
import type { GroupView } from './group-view';
import { useMembershipAction } from './use-membership-action';

/** One group of the directory: avatar, name (to its page), privacy, members, what it is for; Join or Leave. */
export function DirectoryRow({ group }: { group: GroupView }) {
  const { button, message } = useMembershipAction(group);
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={group.name} template={group.template} url={group.url} />
      <div className="min-w-0 flex-1">
        <GroupSummary group={group} />
        {group.summary ? (
          <p dir="auto" className="truncate text-sm text-slate-700 dark:text-slate-200">
            {group.summary}
          </p>
        ) : null}
        {message}
      </div>
      {button}
    </li>
  );
}

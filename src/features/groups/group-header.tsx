import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { Group } from '../../../contract/groups';
import { Avatar } from '../../components/avatar';
import { buttonClass, ROW_ACTION } from '../../components/button-classes';
import { hrefs } from '../../config/paths';
import { DeleteGroup, useMayDelete } from './delete-group';
import { viewOfGroup } from './group-view';
import { PrivacyLabel } from './privacy-label';
import { useMembershipAction } from './use-membership-action';

/**
 * The header above a group's conversations and members: its name (the page's heading), privacy, members and
 * description; Join or Leave; Invite people (to the group); Delete group for those the service lets delete it.
 */
export function GroupHeader({ group }: { group: Group }) {
  const view = viewOfGroup(group);
  const { button, message } = useMembershipAction(view);
  const mayDelete = useMayDelete(group);
  const members = group.stats.members;
  return (
    <div className="border-b border-slate-200 px-4 pt-4 pb-3 dark:border-slate-800">
      {/* The actions sit beside the name while they fit, and below it when they do not (a phone, two actions). */}
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <Avatar name={view.name} template={view.template} url={view.url} size={56} />
        <div className="min-w-40 flex-1">
          <h1 dir="auto" className="text-xl font-semibold break-words">
            {view.name}
          </h1>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
            <PrivacyLabel isPrivate={view.isPrivate} />
            <span aria-hidden="true">·</span>
            <span>
              <Plural value={members} one="# member" other="# members" />
            </span>
          </p>
        </div>
        <div className="ms-auto flex flex-wrap items-center justify-end gap-2">
          {button}
          <Link to={hrefs.invite(group.id)} className={buttonClass('secondary', ROW_ACTION)}>
            <Trans>Invite people</Trans>
          </Link>
          {mayDelete ? <DeleteGroup group={group} /> : null}
        </div>
      </div>
      {group.description ? (
        <p dir="auto" className="mt-2 max-w-prose text-sm break-words whitespace-pre-line">
          {group.description}
        </p>
      ) : null}
      {message}
    </div>
  );
}

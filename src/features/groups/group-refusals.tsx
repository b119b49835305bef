import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { usePageTitle } from '../../components/page-title';
import { hrefs } from '../../config/paths';

const LINK = 'inline-flex min-h-6 items-center font-medium text-blue-800 underline dark:text-blue-300';

/**
 * A private group seen by someone not in it (the service answers 403): said as such, with its name when a
 * copy of it is known, and no Join, since joining a private group is refused.
 */
export function PrivateGroup({ name }: { name: string | undefined }) {
  usePageTitle(name ? `${name} (private)` : 'Private group');
  return (
    <div className="p-6">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
        <Icon name="lock" className="size-5 shrink-0" />
        Private group
      </p>
      <h1 className="mt-1 text-xl font-semibold break-words">{name ?? 'This group is private'}</h1>
      <p className="mt-2 max-w-prose">
        {name
          ? `This group is private: only its members can see ${name}, its conversations and who is in it.`
          : 'Only its members can see its name, its conversations and who is in it.'}{' '}
        To join, ask one of its members or admins to add you.
      </p>
      <p className="mt-3">
        <Link to={hrefs.groups()} className={LINK}>
          Browse groups you can join
        </Link>
      </p>
    </div>
  );
}

/** A group that does not exist (or no longer does). */
export function NoSuchGroup() {
  usePageTitle('No such group');
  return (
    <div className="p-6">
      <h1 className="text-xl font-semibold">No such group</h1>
      <p role="alert" className="mt-2">
        This group does not exist, or it was deleted.{' '}
        <Link to={hrefs.groups()} className={LINK}>
          Browse groups
        </Link>
      </p>
    </div>
  );
}

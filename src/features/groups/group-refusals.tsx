import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  usePageTitle(name ? t`${name} (private)` : t`Private group`);
  return (
    <div className="p-6">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600 dark:text-slate-300">
        <Icon name="lock" className="size-5 shrink-0" />
        <Trans>Private group</Trans>
      </p>
      <h1 className="mt-1 text-xl font-semibold break-words">
        {name ?? <Trans>This group is private</Trans>}
      </h1>
      <p className="mt-2 max-w-prose">
        {name ? (
          <Trans>
            This group is private: only its members can see <bdi>{name}</bdi>, its conversations and who is in
            it. To join, ask one of its members or admins to add you.
          </Trans>
        ) : (
          <Trans>
            Only its members can see its name, its conversations and who is in it. To join, ask one of its
            members or admins to add you.
          </Trans>
        )}
      </p>
      <p className="mt-3">
        <Link to={hrefs.groups()} className={LINK}>
          <Trans>Browse groups you can join</Trans>
        </Link>
      </p>
    </div>
  );
}

/** A group that does not exist (or no longer does). */
export function NoSuchGroup() {
  const { t } = useLingui();
  usePageTitle(t`No such group`);
  return (
    <div className="p-6">
      <h1 className="text-xl font-semibold">
        <Trans>No such group</Trans>
      </h1>
      <p role="alert" className="mt-2">
        <Trans>
          This group does not exist, or it was deleted.{' '}
          <Link to={hrefs.groups()} className={LINK}>
            Browse groups
          </Link>
        </Trans>
      </p>
    </div>
  );
}

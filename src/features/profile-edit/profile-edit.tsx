import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { describeError } from '../../api/http/describe-error';
import { userQueries } from '../../api/users/users-api';
import { flashNotice } from '../../components/flash-notice';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { hrefs } from '../../config/paths';
import { LINK } from './profile-edit-classes';
import { ProfileForm } from './profile-form';

const HEADING = 'profile-edit-heading';

/**
 * `/users/:userId/edit`: the reader's own profile form. Another person's id gets a plain word and a way to
 * their profile rather than a "not found": the address exists, it is just not the reader's to edit (the
 * service refuses a PUT on anyone else but for an admin, and this app does no administration).
 */
export function ProfileEdit({ userId }: { userId: number }) {
  const { t } = useLingui();
  usePageTitle(t`Edit profile`);
  const me = useQuery(userQueries.current());
  const navigate = useNavigate();
  let body;
  if (me.isPending) body = <LoadingState label={t`Loading your profile…`} />;
  else if (me.isError)
    body = (
      <ErrorState
        title={t`Your profile could not be loaded.`}
        message={describeError(me.error)}
        onRetry={() => void me.refetch()}
      />
    );
  else if (me.data.id !== userId)
    body = (
      <div className="px-4 py-2">
        <p>
          <Trans>You can edit only your own profile.</Trans>
        </p>
        <p className="mt-2 flex flex-wrap gap-x-6">
          <Link to={hrefs.user(userId)} className={LINK}>
            <Trans>See this person’s profile</Trans>
          </Link>
          <Link to={hrefs.editProfile(me.data.id)} className={LINK}>
            <Trans>Edit your own profile</Trans>
          </Link>
        </p>
      </div>
    );
  else
    body = (
      <ProfileForm
        key={`${String(me.data.network_id)}.${String(me.data.id)}`}
        me={me.data}
        onSaved={(how) => {
          flashNotice(
            how === 'saved'
              ? t`Profile saved`
              : t`Your changes are kept: they will be saved once the service can be reached`,
          );
          void navigate(hrefs.user(userId));
        }}
      />
    );
  return (
    <section aria-labelledby={HEADING} className="pb-6">
      <h1 id={HEADING} className="px-4 pt-3 pb-2 text-xl font-semibold">
        <Trans>Edit profile</Trans>
      </h1>
      {body}
    </section>
  );
}

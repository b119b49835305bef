import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Id } from '../../../contract/common';
import { ApiError } from '../../api/http/api-error';
import { describeError } from '../../api/http/describe-error';
import { userQueries } from '../../api/users/users-api';
import { usePageTitle } from '../../components/page-title';
import { ErrorState, LoadingState } from '../../components/states';
import { profileFacts } from './profile-facts';
import { ProfileGroups } from './profile-groups';
import { ProfileHeader } from './profile-header';
import { ProfilePeople } from './profile-people';
import { TAB_LABELS, ProfileTabs, type ProfileTab } from './profile-tabs';

export interface ProfileProps {
  id: Id;
  tab: ProfileTab;
  /** The Messages tab: the person's feed, as the page composes it. */
  messages: ReactNode;
  /** The Message action (the private-message composer's button), on anyone's profile but one's own. */
  message: ReactNode;
  /** What an address that names nobody shows. */
  notFound: ReactNode;
}

const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * A person's profile at `/users/ID[/tab]`: the header card, then the tabs (Messages, Followers, Following,
 * Groups), each its own address. A header that fails to load leaves the tabs working below it.
 */
export function Profile({ id, tab, messages, message, notFound }: ProfileProps) {
  const { t, i18n } = useLingui();
  const person = useQuery(userQueries.detail(id));
  const me = useQuery(userQueries.current()).data;
  const facts = person.data ? profileFacts(person.data) : null;
  const nobody = person.error instanceof ApiError && person.error.kind === 'not-found';
  const tabName = i18n._(TAB_LABELS[tab]);
  const fullName = facts?.name;
  const page = fullName && (tab === 'messages' ? fullName : t`${fullName} · ${tabName}`);
  usePageTitle(nobody ? undefined : (page ?? undefined));
  if (nobody && !person.data) return notFound;
  const isMe = me?.id === id;
  const stats = person.data?.stats;
  const name = facts?.shortName ?? t`This person`;
  return (
    <div>
      {person.data && facts ? (
        <ProfileHeader user={person.data} facts={facts} me={me} message={message} />
      ) : person.isPending ? (
        <LoadingState label={t`Loading profile…`} />
      ) : (
        <ErrorState
          title={t`This profile could not be loaded.`}
          message={describeError(person.error)}
          onRetry={() => void person.refetch()}
        />
      )}
      <ProfileTabs
        id={id}
        current={tab}
        counts={{ followers: count(stats?.followers), following: count(stats?.following) }}
      />
      {tab === 'messages' ? (
        messages
      ) : tab === 'groups' ? (
        <ProfileGroups userId={id} name={name} isMe={isMe} />
      ) : (
        <ProfilePeople kind={tab} userId={id} name={name} isMe={isMe} />
      )}
    </div>
  );
}
